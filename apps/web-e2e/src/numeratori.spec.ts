import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Numeratore } from '@registro/contracts';
import { accedi } from './accesso';
import { chiamaApi, tokenApi } from './support/api';

/** The seeded FT numerators (spec 2 §2.2 counters area), oldest year first. */
async function numeratoriFt(request: APIRequestContext, token: string): Promise<Numeratore[]> {
  // spec 2 §7: GET numeratori answers the plain array
  const { data } = await chiamaApi<{ data: Numeratore[] }>(request, token, 'GET', '/numeratori?codice=FT');
  return data.filter((n) => n.codice === 'FT').sort((a, b) => a.anno - b.anno);
}

test('the counters area: duplicating FT for the next year adds it to the list, the same year again shows ATTENZIONE', async ({ page, request }) => {
  const admin = await tokenApi(request);
  const [ft] = await numeratoriFt(request, admin);
  expect(ft, 'the seed has an FT numerator').toBeTruthy();
  const anno = ft.anno + 1;
  // a previous run's duplicate would make the first save a 409
  for (const vecchio of (await numeratoriFt(request, admin)).filter((n) => n.anno === anno && n.codiceStruttura === ft.codiceStruttura)) {
    await chiamaApi(request, admin, 'DELETE', `/numeratori/${vecchio.id}`);
  }

  await accedi(page, 'admin');
  await page.goto('/numeratori');
  await expect(page.getByRole('heading', { name: 'Numeratori' })).toBeVisible();
  const rigaFt = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'FT', exact: true }) }).filter({ hasText: String(ft.anno) });

  const duplica = async () => {
    await rigaFt.getByRole('button', { name: 'Duplica' }).click();
    const modale = page.getByRole('dialog', { name: 'Duplica Numeratore' });
    await expect(modale.getByLabel('Codice', { exact: true })).toHaveValue('FT');
    await expect(modale.getByLabel('Codice', { exact: true })).toBeDisabled();
    await expect(modale.getByLabel('Cod.Struttura')).toHaveValue(ft.codiceStruttura);
    await modale.getByLabel('Anno').fill(String(anno));
    await modale.getByLabel('Note').fill('e2e');
    await modale.getByRole('button', { name: 'Duplica' }).click();
    return modale;
  };

  const modale = await duplica();
  await expect(modale).toBeHidden();
  const nuova = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'FT', exact: true }) }).filter({ hasText: String(anno) });
  await expect(nuova).toContainText('e2e');
  await expect(nuova).toContainText(ft.codiceStruttura);

  await duplica();
  const attenzione = page.getByRole('dialog').filter({ hasText: 'ATTENZIONE' });
  await expect(attenzione).toBeVisible();
  await expect(attenzione).toContainText('Esiste già un numeratore');
  await attenzione.getByRole('button', { name: 'Ok' }).click();

  const creato = (await numeratoriFt(request, admin)).find((n) => n.anno === anno && n.codiceStruttura === ft.codiceStruttura);
  expect(creato?.note).toBe('e2e');
  await chiamaApi(request, admin, 'DELETE', `/numeratori/${creato?.id}`);
});
