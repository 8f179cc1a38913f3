import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG, session } from '@registro/web-ui';
import { renderWithApp } from '../../test-utils';
import { AnalyticsTestPage } from './analytics-test.page';
import { analyticsPageUrl } from './analytics-url';

describe('/testanalytics (spec 1 §2: the test route embedding an external analytics page)', () => {
  beforeEach(() => session.impostaToken('token-della-sessione'));
  afterEach(() => sessionStorage.clear());

  it("embeds the configured page in a frame with the session's authToken and the language", async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ analyticsUrl: 'https://analytics.example/report?id=7' }) })) as unknown as typeof fetch;
    renderWithApp(<AnalyticsTestPage />);
    const frame = (await screen.findByTitle('Analisi dati (pagina di prova)')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.getAttribute('src')).toContain('analytics.example'));
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://analytics.example/report');
    expect(src.searchParams.get('id')).toBe('7');
    expect(src.searchParams.get('authToken')).toBe('token-della-sessione');
    expect(src.searchParams.get('language')).toBe('it');
  });

  it("by default embeds the product's own dashboards, alone (view=module), on this origin", () => {
    expect(DEFAULT_CONFIG.analyticsUrl).toBe('/dashboard?view=module');
    expect(analyticsPageUrl(DEFAULT_CONFIG.analyticsUrl, 'abc', 'it', 'http://localhost')).toBe('/dashboard?view=module&authToken=abc&language=it');
  });
});
