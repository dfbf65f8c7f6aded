import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn, reportPosition } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface ListedAsset {
  asset_id: number;
  custom_name: string;
  rental_id: number | null;
  tracker_id: number | null;
  tracker: { device_serial: string } | null;
}

const report = reportPosition;

describe('the asset archive', () => {
  const journey = useFleetAndBrowser();

  it('archives an asset from its card with a reason, and restores it from the archive page', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const assets = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=200');
    const asset = assets.find((a) => a.rental_id === null && a.tracker !== null);
    expect(asset, 'a tracked asset not on rent').toBeDefined();
    if (!asset?.tracker) return;
    const serial = asset.tracker.device_serial;
    const row = `[data-asset-id="${asset.asset_id}"]`;

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    // The card, with the map's list searched for the asset's name.
    const q = encodeURIComponent(asset.custom_name);
    await page.goto(`${journey.url}/#/assets/all/asset/${asset.asset_id}?q=${q}`);
    const card = page.getByLabel(`${asset.custom_name} details`);
    await card.waitFor({ timeout: 30_000 });
    await page.locator(row).first().waitFor();

    await card.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: `Archive ${asset.custom_name}` });
    await dialog.getByText(ARCHIVE_MESSAGES.dialogText).waitFor();
    // The default reason is 'No reason'; Stolen carries 'Assignments Retained'.
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Reason' }).inputValue())
      .toBe('No reason');
    await dialog.getByRole('textbox', { name: 'Reason' }).click();
    await page
      .getByRole('option', { name: /Stolen/ })
      .getByText('Assignments Retained')
      .waitFor();
    await screenshot(page, 'archive-dialog-reasons');
    await page.getByRole('option', { name: 'Sold' }).click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Reason' }).inputValue())
      .toBe('Sold');
    await screenshot(page, 'archive-dialog');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();

    // The card closes, the toast offers the archive, and the asset leaves the map's list.
    const toast = page.locator('.mantine-Notification-root', {
      hasText: ARCHIVE_MESSAGES.archived(asset.custom_name),
    });
    await toast.waitFor();
    await card.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator(row).count(), { timeout: 15_000 }).toBe(0);
    await screenshot(page, 'archive-toast');
    // Its tracker was taken off: the gateway refuses it now.
    const refused = await report(journey.gatewayUrl, serial);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(`Tracker '${serial}' is not installed on an asset yet.`);

    await toast.getByRole('link', { name: ARCHIVE_MESSAGES.viewArchive }).click();
    await page.getByRole('heading', { name: 'Archived assets', level: 1 }).waitFor();
    const line = page
      .getByRole('table', { name: 'Archived assets' })
      .locator(`tr[data-asset="${asset.custom_name}"]`);
    await line.waitFor();
    expect(await line.innerText()).toMatch(/Sold[\s\S]*Avery Admin/);
    await screenshot(page, 'archive-page');

    await line.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('dialog', { name: `Restore ${asset.custom_name}?` });
    await screenshot(page, 'archive-restore-dialog');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await line.waitFor({ state: 'detached' });
    await page.getByText('The archive is empty').waitFor();
    await page.getByText(ARCHIVE_MESSAGES.restored(asset.custom_name)).waitFor();
    await screenshot(page, 'archive-page-empty');

    // Back on the map.
    await page.goto(`${journey.url}/#/assets/all?q=${q}`);
    await page.locator(row).first().waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('offers no Archive to a read-only manager', async () => {
    const token = await apiSignIn(journey.url, 'readonly@demo.test');
    const [asset] = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=1');
    if (!asset) throw new Error('no asset');
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'readonly@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${asset.asset_id}`);
    const card = page.getByLabel(`${asset.custom_name} details`);
    await card.getByRole('link', { name: 'View history' }).waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    // The archive page shows, without Restore.
    await page.goto(`${journey.url}/#/assets/archive`);
    await page.getByRole('heading', { name: 'Archived assets', level: 1 }).waitFor();
    await page.getByText('The archive is empty').waitFor();
    await page.close();
  });
});
