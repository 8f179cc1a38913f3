import { expect, test } from '@playwright/test';
import { accedi, PASSWORD_DEMO, vociPrincipali } from './accesso';

// the second server of playwright.config.ts, whose passwords expire after 0.0001 days (≈ 8.6 s)
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_BASE_PORT || 3100) + 1}` });

const NUOVA_PASSWORD = 'Nuova2026x';

test('expired password: the Password Scaduta modal changes it, then the new one signs in to Home', async ({ page, request }) => {
  test.setTimeout(60_000);
  // the seeded administrator's password ages on the server's clock, no database tampering
  await expect
    .poll(
      async () => {
        const risposta = await request.post('/api/token', {
          form: { grant_type: 'password', client_id: 'registro-web', client_secret: '', username: 'admin' },
          headers: { Authorization: `Basic ${Buffer.from(`admin:${PASSWORD_DEMO}`).toString('base64')}` },
        });
        return { status: risposta.status(), tipoErrore: risposta.ok() ? undefined : (await risposta.json()).tipoErrore };
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual({ status: 401, tipoErrore: 'PASSWORD_EXPIRED' });

  await page.goto('/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(PASSWORD_DEMO);
  await page.locator('form.registro-login-form').getByRole('button', { name: 'Accedi' }).click();
  const cambio = page.getByRole('dialog').filter({ hasText: 'Password Scaduta' });
  await expect(cambio).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await cambio.locator('#oldPassword').fill(PASSWORD_DEMO);
  await cambio.locator('#newPassword').fill(NUOVA_PASSWORD);
  await cambio.locator('#verificaPassword').fill(NUOVA_PASSWORD);
  await cambio.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Operazione avvenuta correttamente!')).toBeVisible();
  await expect(cambio).toBeHidden();

  // the new password is itself valid for the next ≈ 8.6 s
  await accedi(page, 'admin', NUOVA_PASSWORD);
  await expect(page).toHaveURL(/\/home/);
  await expect(vociPrincipali(page).first()).toHaveText('Home');
});
