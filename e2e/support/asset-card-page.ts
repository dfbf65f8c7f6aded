import type { Browser, Locator, Page } from 'playwright-core';
import { signIn } from './browser';

/** Signs in (as the admin unless told) in a new page and opens the asset's card on the map. */
export async function openAssetCard(
  browser: Browser,
  baseUrl: string,
  asset: { asset_id: number; custom_name: string },
  email = 'admin@demo.test',
): Promise<{ page: Page; card: Locator }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, baseUrl, email);
  await page.goto(`${baseUrl}/#/assets/all/asset/${asset.asset_id}`);
  const card = page.getByLabel(`${asset.custom_name} details`);
  await card.waitFor({ timeout: 30_000 });
  return { page, card };
}
