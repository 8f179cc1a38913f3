import type { Locator, Page } from '@playwright/test';

/** How far the page, and each table inside `dentro` (a CSS selector), scroll sideways. */
export const sporgenzeIn = (page: Page, dentro: string) =>
  page.evaluate((selettore) => ({
    pagina: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    tabelle: [...document.querySelectorAll(`${selettore} .p-datatable-wrapper`)].map((t) => t.scrollWidth - t.clientWidth),
  }), dentro);

/** The buttons inside `dentro` whose label does not fit them (a shrunk "Salva" reads "Salv"), by label. */
export const pulsantiTagliati = (dentro: Locator) =>
  dentro.locator('.p-button').evaluateAll((bottoni) =>
    bottoni.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent?.trim() || b.getAttribute('aria-label')),
  );

/** The cells inside `dentro` whose content is wider than the cell (a long name or value cut at the card's edge), by text. */
export const celleTagliate = (dentro: Locator) =>
  dentro.locator('td').evaluateAll((celle) => celle.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent?.trim()));
