import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { VoceMenuGruppo } from '@registro/contracts';
import { renderWithApp } from '../../test-utils';
import { GruppoMenuEditor } from './gruppo-menu-editor';

const CATALOGO: VoceMenuGruppo[] = [
  { routeId: 'home', idPadre: null, text: 'Home', selezionato: true },
  { routeId: 'amministrazione', idPadre: null, text: 'Amministrazione', selezionato: true },
  { routeId: 'users', idPadre: 'amministrazione', text: 'Utenti', selezionato: true },
  { routeId: 'gruppi', idPadre: 'amministrazione', text: 'Gruppi', selezionato: false },
  { routeId: 'demo', idPadre: null, text: 'Demo', selezionato: false },
  { routeId: 'test', idPadre: 'demo', text: 'Form Dinamico', selezionato: false },
];

function Editor() {
  const [menu, setMenu] = useState(CATALOGO);
  return <GruppoMenuEditor menu={menu} onChange={setMenu} />;
}

describe('GruppoMenuEditor (the Menu tab)', () => {
  it('shows expanded the entries with a selected child, collapsed the others', async () => {
    renderWithApp(<Editor />);
    expect((await screen.findByRole('button', { name: 'Comprimi Amministrazione' })).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Espandi Demo' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Utenti' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Form Dinamico' })).toBeNull();
  });

  it('turning the parent off turns its children off and disables them', async () => {
    renderWithApp(<Editor />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Amministrazione' }));
    const utenti = screen.getByRole('switch', { name: 'Utenti' }) as HTMLInputElement;
    expect(utenti.checked).toBe(false);
    expect(utenti.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Amministrazione' }));
    expect((screen.getByRole('switch', { name: 'Utenti' }) as HTMLInputElement).disabled).toBe(false);
  });
});
