import { createTestApp, type TestApp } from '@registro/server-testing';

describe('API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers health 200 when the database and Redis answer', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers 401 Sessione non valida o scaduta without a token, or with a wrong one', async () => {
    const senza = await t.http.get('/api/users/profile');
    expect(senza.status).toBe(401);
    expect(senza.body).toEqual({ messaggio: 'Sessione non valida o scaduta' });
    const sbagliato = await t.http
      .get('/api/users/profile')
      .set('Authorization', 'Bearer non-un-token');
    expect(sbagliato.status).toBe(401);
  });

  it('never lets a browser cache or revalidate an API answer (no ETag, no 304, no-store)', async () => {
    const token = await t.login('admin');
    const prima = await t.http.get('/api/validate').set('Authorization', `Bearer ${token}`);
    expect(prima.status).toBe(200);
    expect(prima.headers['etag']).toBeUndefined();
    expect(prima.headers['cache-control']).toBe('no-store');
    const ancora = await t.http.get('/api/validate').set('Authorization', `Bearer ${token}`).set('If-None-Match', 'W/"qualsiasi"');
    expect(ancora.status).toBe(200);
  });

  it('accepts the token as Bearer header or authToken query parameter', async () => {
    const token = await t.login('admin');
    expect(
      (
        await t.http
          .get('/api/users/profile')
          .set('Authorization', `Bearer ${token}`)
      ).status,
    ).toBe(200);
    expect(
      (await t.http.get(`/api/users/profile?authToken=${token}`)).status,
    ).toBe(200);
  });

  it('answers 403 to a signed-in user whose group lacks the permission', async () => {
    const token = await t.login('operatore');
    const res = await t.http
      .get('/api/users')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      messaggio: 'Non hai i permessi per questa operazione',
    });
  });

  it('lets the administrator read the users list in the list envelope', async () => {
    const token = await t.login('admin');
    const res = await t.http
      .get('/api/users?page=0&forPage=10')
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      list: expect.any(Array),
      recordsNumber: expect.any(Number),
    });
  });

  it('answers an unknown API route with 404 Risorsa non trovata', async () => {
    const res = await t.http.get('/api/nessuna/risorsa');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ messaggio: 'Risorsa non trovata' });
  });

  it('serves the OpenAPI document with the identity routes', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/token']),
    );
  });

  it('exposes Prometheus metrics with request durations outside /api', async () => {
    await t.http.get('/api/health');
    const res = await t.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('http_request_duration_seconds_bucket');
    expect(res.text).toContain('route="/api/health"');
  });

  it('sends security headers that still allow the web app', async () => {
    const res = await t.http.get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('connect-src');
  });
});
