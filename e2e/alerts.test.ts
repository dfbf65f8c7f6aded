import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetStatus } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** The count on the Alerts entry of the side navigation (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('alert-bell');
  if ((await bell.count()) === 0) return 0;
  return Number((await bell.innerText()).replace('+', ''));
}

describe('alerts (issue 12)', () => {
  const journey = useFleetAndBrowser();
  /** A demo truck parked inside a geofence, and that geofence. */
  let truck: { assetId: number; name: string; serial: string; latitude: number; longitude: number };
  let fence: string;

  beforeAll(async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ userId: number }>(journey.url, token, '/auth/session');
    const statuses = await apiGet<AssetStatus[]>(
      journey.url,
      token,
      `/users/${session.userId}/assets/statuses?limit=1000`,
    );
    const inside = statuses.find((s) => s.location !== null && s.geofences.length > 0);
    const place = inside?.geofences[0];
    if (!inside?.location || !place) throw new Error('the demo has no asset inside a geofence');
    const asset = await apiGet<{ custom_name: string; tracker: { device_serial: string } }>(
      journey.url,
      token,
      `/assets/${inside.asset_id}`,
    );
    truck = {
      assetId: inside.asset_id,
      name: asset.custom_name,
      serial: asset.tracker.device_serial,
      ...inside.location,
    };
    fence = place.name;
  });

  /** One fix through the device gateway, as a tracker sends it. */
  const report = async (secondsAgo: number, longitude: number) => {
    const query = new URLSearchParams({
      id: truck.serial,
      lat: truck.latitude.toFixed(6),
      lon: longitude.toFixed(6),
      timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
      speed: '20',
      ignition: 'true',
    });
    const response = await fetch(`${journey.gatewayUrl}/?${query.toString()}`);
    expect(response.status).toBe(200);
  };

  it('configures an exit alert, drives the truck out, and sees the alert arrive live', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');

    await page.goto(`${journey.url}/#/alerts/configure`);
    const rules = page.getByRole('table', { name: 'Alert rules' });
    await rules.getByText('Speeding').waitFor();
    await page.getByRole('button', { name: 'Add alert' }).click();
    const flyout = page.getByRole('dialog', { name: 'Add alert' });
    await flyout.getByLabel('Name').fill(`Truck left ${fence}`);
    // 'Leaves a geofence' is the kind a new rule starts with.
    await flyout.getByRole('textbox', { name: 'Geofence', exact: true }).click();
    await page.getByRole('option', { name: fence, exact: true }).click();
    await screenshot(page, 'alerts-rule-form');
    await flyout.getByRole('button', { name: 'Add alert' }).click();
    await page.getByText('Alert saved.').waitFor();
    await rules.getByText(`Truck left ${fence}`).waitFor();
    await screenshot(page, 'alerts-configure');

    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('table', { name: 'Alert activity' });
    await activity.locator('tbody tr').first().waitFor();
    const before = await bellCount(page);

    // The truck reports from where it is, then from 3 km east: out of the geofence.
    await report(60, truck.longitude);
    await report(30, truck.longitude + 0.04);
    // No reload: the bell and the list learn of it through the subscription.
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
    const row = activity.locator('tr', { hasText: `Truck left ${fence}` });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(truck.name);
    await screenshot(page, 'alerts-activity');

    await row.getByRole('button', { name: /Why:/ }).click();
    const why = page.getByRole('dialog', { name: 'Why this alert fired' });
    await why.getByText(`${truck.name}: outside ${fence}`).waitFor();
    await screenshot(page, 'alerts-why');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(0);
    await page.close();
  }, 120_000);
});
