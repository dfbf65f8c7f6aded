import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@fleet/domain';
import { openAssetCard } from './support/asset-card-page';
import { screenshot } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface ListedAsset {
  asset_id: number;
  custom_name: string;
  rental_id: number | null;
  tracker_id: number | null;
}
interface Status {
  asset_id: number;
  location: { latitude: number; longitude: number } | null;
}

/**
 * Issue 10 "Share location by text message": an admin shares an asset's live position to a
 * typed number, reads the message in the outbox, and someone without an account opens its
 * link in a browser of their own: the asset on a map. A link that is no link says so.
 */
describe('share location by text message', () => {
  const journey = useFleetAndBrowser();

  /** A tracked asset with a position, not on rent: one whose card offers Share. */
  async function sharableAsset(): Promise<ListedAsset> {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ userId: number }>(journey.url, token, '/auth/session');
    const assets = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=200');
    const statuses = await apiGet<Status[]>(
      journey.url,
      token,
      `/users/${session.userId}/assets/statuses?limit=1000`,
    );
    const placed = new Set(statuses.filter((s) => s.location).map((s) => s.asset_id));
    const asset = assets.find(
      (a) => a.rental_id === null && a.tracker_id !== null && placed.has(a.asset_id),
    );
    if (!asset) throw new Error('no tracked asset with a position, not on rent');
    return asset;
  }

  it('texts an asset’s position and opens the link without signing in', async () => {
    const asset = await sharableAsset();
    const { page, card } = await openAssetCard(journey.browser, journey.url, asset);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share location · ${asset.custom_name}` });
    await dialog.waitFor();

    // The spec's sentence first, for a number that is too short.
    await dialog.getByLabel('Phone number').fill('555-0101');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(SHARE_MESSAGES.phoneRequired).waitFor();
    // The picker offers the people who can be texted: Avery Admin's cell phone among them.
    await dialog.getByRole('textbox', { name: 'Send to a person' }).click();
    await page.getByRole('option', { name: /Avery Admin · \(573\) 555-0101/ }).waitFor();
    await page.keyboard.press('Escape');
    // A number typed by hand, as someone outside the company has.
    await dialog.getByLabel('Phone number').fill('(816) 555-0142');
    await dialog.getByLabel('Message').fill('Pick it up at gate 4, please.');
    await screenshot(page, 'share-location-modal');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(SHARE_MESSAGES.assetShared, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The outbox (Company > Messages) holds the message with its link.
    await page.goto(`${journey.url}/#/company-admin`);
    await page.getByRole('link', { name: 'Messages' }).click();
    const table = page.getByRole('table', { name: 'Text messages' });
    const row = table.getByRole('row').filter({ hasText: '(816) 555-0142' });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Pick it up at gate 4, please.');
    await screenshot(page, 'share-location-outbox');
    const text = await row.innerText();
    const link = /https?:\/\/\S+#\/share\/[\w-]{43}/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    if (!link) return;
    await page.close();

    // Someone else's browser: nothing stored, no sign-in.
    const stranger = await journey.browser.newContext({ viewport: { width: 420, height: 800 } });
    const phone = await stranger.newPage();
    await phone.goto(link);
    await phone.getByRole('heading', { name: asset.custom_name }).waitFor({ timeout: 30_000 });
    await phone.getByLabel('Message').getByText('Pick it up at gate 4, please.').waitFor();
    await phone.getByText(/Last reported/).waitFor();
    // The map has drawn the place (MapLibre marks itself idle).
    await phone.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    expect(phone.url()).toContain('#/share/');
    expect(await phone.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await phone.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    await screenshot(phone, 'share-location-public-page');

    // A link that is no link (or has expired) is a plain page that says so.
    await phone.goto(`${journey.url}/#/share/${'A'.repeat(43)}`);
    await phone.getByRole('heading', { name: SHARE_MESSAGES.expired }).waitFor();
    await screenshot(phone, 'share-location-expired');
    await stranger.close();
  });

  it('shares a fixed place found by its address', async () => {
    const asset = await sharableAsset();
    const { page, card } = await openAssetCard(journey.browser, journey.url, asset);
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share location · ${asset.custom_name}` });
    await dialog.getByText('A fixed place').click();
    // The address search of the jobsite flyout, from the web kit: a ZIP code finds its town.
    await dialog.getByLabel('Find a place').fill('65201');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const found = dialog.getByRole('listbox', { name: 'Addresses found' }).getByRole('option');
    await found.first().click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /^Place\W*$/ }).inputValue(), {
        timeout: 5_000,
      })
      .toMatch(/^38\.\d+, -92\.\d+$/);
    expect(await dialog.getByLabel('Place name').inputValue()).toContain('65201');
    await dialog.getByLabel('Phone number').fill('(816) 555-0177');
    await screenshot(page, 'share-location-place');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(SHARE_MESSAGES.placeShared, { exact: true }).waitFor();
    await page.close();
  });
});
