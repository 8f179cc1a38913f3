import { screen } from '@testing-library/react';
import { ELEMENTO_PREDEFINITO, type DashboardElement } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { DashboardChart } from './dashboard-chart';

const grafico: DashboardElement = { ...ELEMENTO_PREDEFINITO, id: 1, title: 'Fatturato per mese', idQuery: 1, position: 1 };

describe('a dashboard card with nothing to draw (issue 25)', () => {
  it('says "Nessun dato" instead of an empty 0–1 axis', () => {
    renderWithApp(<DashboardChart elemento={grafico} righe={[]} />);
    expect(screen.getByRole('status', { name: 'Fatturato per mese' }).textContent).toBe('Nessun dato');
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('says it for a line whose rows have no value either', () => {
    renderWithApp(<DashboardChart elemento={{ ...grafico, graphicType: 'line' }} righe={[{ mese: '01', totale: null }]} />);
    expect(screen.getByText('Nessun dato')).toBeTruthy();
  });
});
