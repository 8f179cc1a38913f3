import { BadRequestError } from '@registro/server-platform/errors';
import { DASHBOARD_VUOTA, parseDashboardContent } from './dashboard-content';

const elemento = (extra: object = {}) => ({
  id: 1, title: 'Fatturato', idQuery: 3, type: 'graphic', graphicType: 'bar',
  cols: 12, xs: 12, sm: 12, md: 12, lg: 6, xl: 6, position: 1, marginLeft: 30, legendVisible: true, horizontalDirection: false, ...extra,
});
const messaggio = (testo: string) => {
  try {
    parseDashboardContent(testo);
    return 'valido';
  } catch (e) {
    expect(e).toBeInstanceOf(BadRequestError);
    return (e as BadRequestError).messaggio;
  }
};

describe('parseDashboardContent (the dashboard JSON string of spec 2 §3)', () => {
  it('accepts the empty dashboard and a chart element with the defaults of a new body element', () => {
    expect(parseDashboardContent(DASHBOARD_VUOTA)).toEqual({ headerElements: [], bodyElements: [] });
    expect(parseDashboardContent(JSON.stringify({ headerElements: [], bodyElements: [elemento(), elemento({ type: 'numeric', idQuery: null })] })).bodyElements).toHaveLength(2);
  });

  it('refuses text that is not JSON, or JSON without both element lists', () => {
    expect(messaggio('{headerElements: [')).toBe('Il campo dashboard non contiene un JSON valido');
    expect(messaggio('[]')).toBe('Il campo dashboard deve contenere gli elenchi headerElements e bodyElements');
    expect(messaggio('{"bodyElements": []}')).toBe('Il campo dashboard deve contenere gli elenchi headerElements e bodyElements');
  });

  it('names every wrong element and field, joined by #', () => {
    const testo = JSON.stringify({
      headerElements: [7],
      bodyElements: [elemento({ lg: 13, xs: '6' }), elemento({ title: '', type: 'pie', graphicType: 'area', idQuery: 'x' })],
    });
    expect(messaggio(testo)).toBe(
      [
        'Elementi di intestazione, elemento 1: non è un elemento valido',
        'Elementi del corpo, elemento 1 (Fatturato): il campo xs deve essere un numero intero da 0 a 12',
        'Elementi del corpo, elemento 1 (Fatturato): il campo lg deve essere un numero intero da 0 a 12',
        'Elementi del corpo, elemento 2: il campo type deve essere graphic o numeric',
        'Elementi del corpo, elemento 2: il campo graphicType deve essere bar o line',
        "Elementi del corpo, elemento 2: il campo idQuery deve essere l'id di una query",
      ].map((m) => `${m}#`).join(''),
    );
  });
});
