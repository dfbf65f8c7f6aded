import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetStatus } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn, driveTracker } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

const HOUR = 3_600_000;

/** The list's "Showing N of M assets": N, as a person reads it. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/Showing [\d,]+ of/).innerText();
  return Number(text.match(/Showing ([\d,]+)/)?.[1]?.replaceAll(',', '') ?? NaN);
}

describe('the live map', () => {
  // The simulator drives the demo trackers, as it does for a newcomer's `npm start`.
  const journey = useFleetAndBrowser({ SIMULATOR: 'on' });
  /** A demo tracker that went silent days ago: the simulator leaves it alone, so this test drives it. */
  let quiet: { assetId: number; name: string; serial: string };
  /** When that drive started, and the company's calendar day it falls on. */
  const driveStart = Date.now() - 30 * 60_000;
  const driveDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(driveStart),
  );

  beforeAll(async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ userId: number }>(journey.url, token, '/auth/session');
    const statuses = await apiGet<AssetStatus[]>(
      journey.url,
      token,
      `/users/${session.userId}/assets/statuses?limit=1000`,
    );
    const silent = statuses.find(
      (s) =>
        s.location !== null &&
        s.last_checkin_timestamp !== null &&
        Date.now() - Date.parse(s.last_checkin_timestamp) > 48 * HOUR,
    );
    if (!silent?.location) throw new Error('the demo has no silent tracker');
    const asset = await apiGet<{ custom_name: string; tracker: { device_serial: string } }>(
      journey.url,
      token,
      `/assets/${silent.asset_id}`,
    );
    quiet = {
      assetId: silent.asset_id,
      name: asset.custom_name,
      serial: asset.tracker.device_serial,
    };
    // Half an hour ago it drove about six miles east and parked.
    await driveTracker(journey.gatewayUrl, quiet.serial, silent.location, {
      startMs: driveStart,
      minutes: 9,
      mph: 40,
    });
  });

  it('shows the fleet on the map and in the list, moving as the trackers report', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'manager@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing [\d,]+ of 2,\d{3} assets/).waitFor({ timeout: 60_000 });
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1);
    // The base map's atlas files arrive after the list: MapLibre marks itself idle once drawn.
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'map-fleet');

    // The simulator sets trucks driving within the first minute; the list follows live.
    const search = page.getByLabel('Search assets');
    await search.fill('driving');
    await page.getByText('Driving', { exact: true }).first().waitFor();
    await expect
      .poll(() => shownCount(page), { timeout: 120_000, interval: 2000 })
      .toSatisfy((shown: number) => shown > 0 && shown < 100);
    // Those rows say so: a speed badge or 'Driving'.
    expect(await page.getByText(/^\d+ mph$|^Driving$/).count()).toBeGreaterThan(1);
    await screenshot(page, 'map-search-driving');
    await page.close();
  });

  it('filters by type and searches with the spec’s terms', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'manager@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing 2,\d{3} of 2,\d{3} assets/).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: /^Type/ }).click();
    await page.getByRole('button', { name: 'None' }).click();
    await page.getByText('Trailer', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByText(/Showing 150 of 2,\d{3} assets/).waitFor();
    expect(page.url()).toContain('trailer');
    await screenshot(page, 'map-filter-trailers');

    await page.reload();
    await page.getByText(/Showing 150 of 2,\d{3} assets/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Type/ }).click();
    await page.getByRole('button', { name: 'All' }).click();
    await page.keyboard.press('Escape');
    await page.getByText(/Showing 2,\d{3} of 2,\d{3} assets/).waitFor();
    await page.getByLabel('Search assets').fill('hour > 1000');
    await page.getByText('Engine hours > 1000').waitFor();
    // The search applies a moment after typing stops.
    await expect.poll(() => shownCount(page), { timeout: 10_000 }).toBeLessThan(2000);
    expect(await shownCount(page)).toBeGreaterThan(0);
    await screenshot(page, 'map-search-hours');
    await page.close();
  });

  it('opens an asset from its marker and shows its card', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'manager@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing 2,\d{3} of 2,\d{3} assets/).waitFor({ timeout: 60_000 });
    await page.getByLabel('Search assets').fill(quiet.name);
    await page.getByText(quiet.name, { exact: true }).first().click();
    await page.waitForURL(new RegExp(`#/assets/all/asset/${quiet.assetId}`));
    // The map flies to it (zoom ≥ 14); collapse the card and pick the marker on the map instead.
    const mapView = page.locator('[data-map-view]');
    await expect
      .poll(async () => Number(await mapView.getAttribute('data-zoom')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(14);
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 30_000 });
    await page
      .getByRole('button', { name: /collapse|close/i })
      .first()
      .click();
    await page.waitForURL(/#\/assets\/all(\?|$)/);
    const canvas = page.locator('canvas.maplibregl-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map canvas');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(new RegExp(`#/assets/all/asset/${quiet.assetId}`));
    await page.getByText('Tracker health', { exact: false }).first().waitFor();
    await screenshot(page, 'map-asset-card');

    // Its day of trips: the drive of half an hour ago, on the trip map.
    await page.getByRole('link', { name: 'View history' }).click();
    await page.waitForURL(
      new RegExp(`#/assets/all/asset/${quiet.assetId}/history\\?selectedDate=`),
    );
    if (!page.url().includes(driveDay)) {
      // Just after the company's midnight the drive belongs to yesterday.
      await page.goto(
        `${journey.url}/#/assets/all/asset/${quiet.assetId}/history?selectedDate=${driveDay}`,
      );
    }
    await page.getByText('Trips', { exact: true }).waitFor();
    await expect
      .poll(async () => page.getByText(/^[56]\.\d mi$/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The map fits the day, then draws it.
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'asset-history-day');
    await page.close();
  });

  it('opens an asset on rent on its rental’s card, and its history is the rental’s', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ userId: number }>(journey.url, token, '/auth/session');
    const [onRent] = await apiGet<AssetStatus[]>(
      journey.url,
      token,
      `/users/${session.userId}/assets/statuses?limit=1&rental_status_id=5`,
    );
    if (!onRent) throw new Error('the demo has no asset on rent');
    const asset = await apiGet<{ custom_name: string; rental_id: number }>(
      journey.url,
      token,
      `/assets/${onRent.asset_id}`,
    );

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'manager@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing 2,\d{3} of 2,\d{3} assets/).waitFor({ timeout: 60_000 });
    const search = page.getByLabel('Search assets');
    // A loaded machine can take a while to settle the map after four journeys in one browser.
    await search.waitFor({ state: 'visible', timeout: 60_000 });
    await search.fill(asset.custom_name, { timeout: 60_000 });
    await page.getByText(asset.custom_name, { exact: true }).first().click();
    await page.waitForURL(new RegExp(`#/assets/all/rentals/${asset.rental_id}`));
    await page.getByText(`On rent · Rental #${asset.rental_id}`).waitFor();
    // The card's panels ask the rental's calls: its details, and its own utilization.
    const details = page.getByRole('region', { name: 'Rental Details' });
    await details.getByText('On-rent').waitFor();
    await page
      .getByRole('region', { name: 'Utilization' })
      .getByText(/engine on/)
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'View history' }).click();
    await page.waitForURL(new RegExp(`#/assets/all/rentals/${asset.rental_id}/history`));
    await page.getByText(new RegExp(`^Rental #${asset.rental_id} · On-rent from`)).waitFor();
    await page.getByText(/while on this rental/).waitFor();
    await page.getByRole('link', { name: 'Back to rental' }).waitFor();
    await screenshot(page, 'rental-history-day');
    await page.close();
  }, 120_000);
});
