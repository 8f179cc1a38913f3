import type { Page } from '@playwright/test';

/** Serves /config/config.json with some switches changed, as an operator would set them. */
export async function conConfig(page: Page, modifiche: Record<string, unknown>): Promise<void> {
  await page.route('**/config/config.json', async (route) => {
    const risposta = await route.fetch();
    await route.fulfill({ response: risposta, json: { ...(await risposta.json()), ...modifiche } });
  });
}
