import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_MESSAGES, SERVICE_REQUEST_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';
import { openAssetCard } from './support/asset-card-page';

interface ListedAsset {
  asset_id: number;
  custom_name: string;
  rental_id: number | null;
  tracker_id: number | null;
}
interface WorkOrderPage {
  work_orders: Array<{
    work_order_id: number;
    description: string;
    work_order_files: Array<{ original_filename: string }>;
  }>;
}

/** A 1×1 PNG, what a phone's photo is to the server: an image whose bytes say PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('asset card', () => {
  const journey = useFleetAndBrowser();

  it('walks the tabs of a card and requests service with a photo', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const assets = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=200');
    const asset = assets.find((a) => a.rental_id === null && a.tracker_id !== null);
    expect(asset, 'a tracked asset not on rent').toBeDefined();
    if (!asset) return;

    const { page, card } = await openAssetCard(journey.browser, journey.url, asset);
    await screenshot(page, 'asset-card-overview');

    // Each tab is a path of the card; its panel says which tab it is.
    for (const [tab, path] of [
      ['Access log', 'access/log'],
      ['Status', 'status'],
      ['Service', 'service'],
      ['Work orders', 'service/work-orders'],
    ] as const) {
      await card.getByRole('tab', { name: tab, exact: true }).click();
      await expect.poll(() => page.url()).toContain(`/asset/${asset.asset_id}/${path}`);
      const panel = card.getByRole('tabpanel', { name: tab });
      await panel.waitFor();
      if (tab === 'Status') {
        // The tracker's readings, grouped, from the demo tracker's last report.
        await panel.getByRole('region', { name: 'Status info' }).waitFor();
        const engine = panel.getByRole('region', { name: 'Engine' });
        await engine.getByText('Battery voltage').waitFor();
        const tracker = panel.getByRole('region', { name: 'Tracker' });
        await tracker.getByText('Location source').waitFor();
      }
      await screenshot(page, `asset-card-${path.replaceAll('/', '-')}`);
    }
    await card.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/asset/${asset.asset_id}$`));

    // A photo from the gallery: uploaded, sized on the server, shown as a thumbnail and large.
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 170, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const gallery = card.getByRole('region', { name: 'Photos' });
    await gallery.getByText('No photos yet.').waitFor();
    await gallery
      .locator('input[type="file"]')
      .setInputFiles({ name: 'yard.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText(PHOTO_MESSAGES.added, { exact: true }).waitFor({ timeout: 15_000 });
    await gallery.getByRole('button', { name: 'Open photo yard.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'yard.jpg' });
    await viewer.getByRole('img', { name: 'yard.jpg' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'asset-card-photo');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Request service: the spec's required fields first.
    await card.getByRole('button', { name: 'Request service' }).click();
    const dialog = page.getByRole('dialog', { name: `Request service · ${asset.custom_name}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Request service' }).click();
    await dialog.getByText(SERVICE_REQUEST_MESSAGES.descriptionRequired).waitFor();
    const description = `Hydraulic leak seen at ${Date.now()}`;
    await dialog.getByLabel('Service description').fill(description);
    await dialog.getByLabel('Site point of contact').fill('Sam at gate 2');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PHOTO });
    await dialog.getByText('1 file will be uploaded first', { exact: false }).waitFor();
    await screenshot(page, 'asset-card-request-service');
    await dialog.getByRole('button', { name: 'Request service' }).click();
    await page.getByText(SERVICE_REQUEST_MESSAGES.requested, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The request is a work order with the photo, on the card's Work orders tab.
    const orders = await apiGet<WorkOrderPage>(
      journey.url,
      token,
      `/work-orders?work_order_type_id=1&asset_id=${asset.asset_id}`,
    );
    const made = orders.work_orders.find((o) => o.description.includes(description));
    expect(made?.work_order_files.map((f) => f.original_filename)).toEqual(['leak.png']);
    await card.getByRole('tab', { name: 'Work orders', exact: true }).click();
    await card.getByText(description, { exact: false }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'asset-card-work-order-from-request');
    await page.close();
  });

  it('opens a card in the flyout from the inventory and closes it back to the list', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/inventory?q=EX`);
    const table = page.getByRole('table').first();
    const first = table.getByRole('link').first();
    await first.waitFor({ timeout: 30_000 });
    const name = (await first.innerText()).trim();
    await first.click();
    await expect.poll(() => page.url()).toMatch(/[?&]assetId=\d+/);
    const flyout = page.getByRole('dialog', { name: 'Asset' });
    await flyout.getByLabel(`${name} details`).waitFor({ timeout: 30_000 });
    await flyout.getByRole('link', { name: 'Open on map' }).waitFor();
    await screenshot(page, 'asset-card-flyout');
    // spec 1 §2: closing pushes the current path with only returnTo.
    await flyout.getByRole('button', { name: 'Close' }).click();
    await flyout.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('assetId=');
    expect(page.url()).toContain('/inventory');
    await page.close();
  });

  it("hides the location and Request service under the company's hideDetails", async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ companyId: number }>(journey.url, token, '/auth/session');
    const setHidden = async (hide: boolean) => {
      const answer = await apiFetch(
        `${journey.url}/api/companies/${session.companyId}/company-preferences`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ hide_details: hide }),
        },
      );
      expect(answer.status).toBe(200);
    };
    const assets = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=50');
    const asset = assets.find((a) => a.tracker_id !== null && a.rental_id === null);
    if (!asset) throw new Error('no tracked asset');
    await setHidden(true);
    try {
      const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
      // The preferences come with the access data at sign-in, before any screen shows: so the
      // absence below is the preference's doing and not a load still under way.
      const preferences = page.waitForResponse((r) => r.url().endsWith('/company-preferences'));
      await signIn(page, journey.url, 'admin@demo.test');
      expect((await preferences).status()).toBe(200);
      await page.goto(`${journey.url}/#/assets/all/asset/${asset.asset_id}`);
      const card = page.getByLabel(`${asset.custom_name} details`);
      await card.getByRole('region', { name: 'Status' }).waitFor({ timeout: 30_000 });
      await card.getByRole('region', { name: 'Photos' }).waitFor();
      await card.getByRole('link', { name: 'View history' }).waitFor();
      expect(await card.getByRole('region', { name: 'Location' }).count()).toBe(0);
      expect(await card.getByRole('button', { name: 'Request service' }).count()).toBe(0);
      await page.close();
    } finally {
      await setHidden(false);
    }
  });

  it('shows a Bluetooth node’s tag and opens the rental branch history', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    type Tagged = ListedAsset & { ble_tag: { serial: string } | null };
    // The demo's Bluetooth nodes are its last kind: read both pages of the 2,000 assets.
    const assets = [
      ...(await apiGet<Tagged[]>(journey.url, token, '/assets?limit=1000')),
      ...(await apiGet<Tagged[]>(journey.url, token, '/assets?limit=1000&offset=1000')),
    ];
    const node = assets.find((a) => a.ble_tag !== null);
    expect(node, 'a demo asset with a Bluetooth tag').toBeDefined();
    if (!node?.ble_tag) return;

    const { page, card } = await openAssetCard(journey.browser, journey.url, node);
    const bluetooth = card.getByRole('region', { name: 'Bluetooth' });
    await bluetooth.getByText(node.ble_tag.serial).waitFor();
    await card.getByRole('button', { name: 'Rental branch history' }).click();
    const history = card.getByRole('list', { name: 'Rental branch history' });
    await history.getByText(/since /).waitFor({ timeout: 15_000 });
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'asset-card-bluetooth-branch-history');
    await page.close();
  });
});
