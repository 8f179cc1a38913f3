import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the PrimeReact Dropdown of input `idInput` inside `ambito` (the page or a dialog) and picks `opzione`. */
export async function scegli(ambito: Page | Locator, idInput: string, opzione: string | RegExp): Promise<void> {
  const page = 'goto' in ambito ? ambito : ambito.page();
  await ambito.locator('.p-dropdown').filter({ has: page.locator(`#${idInput}`) }).click();
  // in the open panel: a Dropdown with a value also keeps a hidden native <select> whose <option> has the same name
  await page.locator('.p-dropdown-panel').getByRole('option', { name: opzione, exact: typeof opzione === 'string' }).click();
}

/**
 * The structure of a new invoice, once the editor has loaded the structures: while they load the
 * selector is disabled and says -Seleziona Struttura- even when a structure is already set. One
 * structure (the seed's): it is preselected and the selector stays disabled. Several and none
 * set: the selector is enabled and `nome` is chosen. Answers whether it had to be chosen.
 */
export async function strutturaDellaNuovaFattura(page: Page, nome: string): Promise<boolean> {
  const struttura = page.locator('.p-dropdown').filter({ has: page.locator('#fattura-codiceStruttura') });
  const daScegliere = async () => (await struttura.locator('.p-dropdown-label').textContent())?.includes('-Seleziona Struttura-') ?? true;
  await expect(async () => {
    const caricate = !(await daScegliere()) || !(await struttura.evaluate((e) => e.classList.contains('p-disabled')));
    expect(caricate, 'le strutture della fattura sono caricate').toBe(true);
  }).toPass({ timeout: 30_000 });
  if (!(await daScegliere())) return false;
  await scegli(page, 'fattura-codiceStruttura', nome);
  return true;
}
