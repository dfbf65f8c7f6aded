import { describe, expect, it } from 'vitest';
import { ASSET_EDIT_MESSAGES, MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface EditedAsset {
  asset_id: number;
  custom_name: string;
  serial_number: string | null;
  marker_color: string | null;
  tracker_id: number | null;
  rental_id: number | null;
}
interface PlacedStatus {
  location: { latitude: number; longitude: number } | null;
  location_source: number | null;
}

describe('editing an asset', () => {
  const journey = useFleetAndBrowser();

  // A long journey (edit, save, back to the list, the dialog's map): more than the default minute.
  it('edits an asset from the inventory, colours its marker and places it by hand', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const assets = await apiGet<EditedAsset[]>(journey.url, token, '/assets?limit=200');
    const asset = assets.find((a) => a.tracker_id === null && a.rental_id === null) ?? assets[0];
    expect(asset, 'an asset of the demo fleet').toBeDefined();
    if (!asset) return;

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    // The inventory's 'Edit asset' opens this path; Save comes back to the list.
    await page.goto(
      `${journey.url}/#/assets/all/asset/${asset.asset_id}/edit?returnTo=${encodeURIComponent('/inventory/')}`,
    );
    const form = page.getByRole('form', { name: 'Edit asset' });
    await form.waitFor({ timeout: 30_000 });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe(asset.custom_name);

    // A bad VIN is refused under its field, in the words the server uses; nothing is sent.
    await form.getByRole('textbox', { name: 'VIN' }).fill('NOT-A-VIN');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(ASSET_EDIT_MESSAGES.vin).waitFor();
    await screenshot(page, 'asset-edit-refused');

    const renamed = `${asset.custom_name} (edited)`;
    await form.getByRole('textbox', { name: 'VIN' }).fill('');
    await name.fill(renamed);
    await form.getByRole('textbox', { name: 'Serial number' }).fill('E2E-SERIAL-1');
    await form.getByRole('textbox', { name: 'Marker colour' }).fill('#e8590c');
    await screenshot(page, 'asset-edit-filled');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ASSET_EDIT_MESSAGES.saved(renamed)).waitFor();
    await page.waitForURL(/#\/inventory\/?$/);

    const saved = await apiGet<EditedAsset>(journey.url, token, `/assets/${asset.asset_id}`);
    expect(saved).toMatchObject({
      custom_name: renamed,
      serial_number: 'E2E-SERIAL-1',
      marker_color: '#e8590c',
    });

    // Placed by hand: a pin on the dialog's map, saved as a manual fix.
    await page.goto(`${journey.url}/#/assets/all/asset/${asset.asset_id}/edit`);
    await form.waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Set location on map' }).click();
    const dialog = page.getByRole('dialog', { name: `Set the location of ${renamed}` });
    const map = dialog.getByLabel('Location map').locator('canvas');
    // The dialog's map is its own chunk, drawn on first opening: as slow as the map page's own
    // first draw on a loaded machine (CI once took longer than 30 s).
    await map.waitFor({ timeout: 60_000 });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
    await expect.poll(() => dialog.getByTestId('manual-location-pin').innerText()).toMatch(/\d/);
    await screenshot(page, 'asset-edit-location-pin');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await page.getByText(MESSAGES.locationSaved).waitFor();
    await expect
      .poll(
        async () =>
          (await apiGet<PlacedStatus>(journey.url, token, `/assets/${asset.asset_id}/status`))
            .location_source,
        { timeout: 15_000 },
      )
      .toBe(2);
    await page.close();
  }, 120_000);

  it('shows no Edit to a user without the edit ability', async () => {
    const token = await apiSignIn(journey.url, 'user@demo.test');
    const [asset] = await apiGet<EditedAsset[]>(journey.url, token, '/assets?limit=1');
    if (!asset) throw new Error('the demo fleet has assets');
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'user@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${asset.asset_id}`);
    const card = page.getByLabel(`${asset.custom_name} details`);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.close();
  });
});
