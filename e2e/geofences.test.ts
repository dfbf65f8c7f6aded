import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GEOFENCE_MESSAGES, type GeofenceDto } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

const geofenceTable = (page: Page) => page.getByRole('table', { name: 'Geofences' });
const rowOf = (page: Page, name: string) =>
  geofenceTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

/** The middle of the map's canvas, in page pixels. */
async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until the map has flown in close (a geofence fills it) and drawn what it has. */
async function waitForCloseMap(page: Page): Promise<void> {
  const mapView = page.locator('[data-map-view]');
  await expect
    .poll(async () => Number(await mapView.getAttribute('data-zoom')), { timeout: 30_000 })
    .toBeGreaterThan(12);
  await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 30_000 });
}

async function saveNewGeofence(page: Page, name: string, shot?: string): Promise<void> {
  const form = page.getByRole('region', { name: 'New geofence' });
  await form.getByText(/^Drag the (corners|edge) on the map/).waitFor();
  await form.getByLabel('Name').fill(name);
  await form.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Jobsite', exact: true }).click();
  await form.getByLabel('Alert on enter').check();
  if (shot) await screenshot(page, shot);
  await form.getByRole('button', { name: 'Save geofence' }).click();
  await page.getByText(GEOFENCE_MESSAGES.added(name)).waitFor({ timeout: 30_000 });
}

describe('geofences', () => {
  const journey = useFleetAndBrowser();

  it('draws a geofence around a parked asset and sees it inside, then renames and deletes it', async () => {
    // Setup as a script would: park an asset in the middle of one of the demo yards.
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ userId: number }>(journey.url, token, '/auth/session');
    const listed = await apiGet<GeofenceDto[]>(
      journey.url,
      token,
      `/users/${session.userId}/geofences`,
    );
    const yard = listed.find((g) => g.geofence_type_id === 2 && g.geojson.type === 'Polygon');
    if (!yard || yard.geojson.type !== 'Polygon') throw new Error('the demo has no yard');
    const ring = yard.geojson.coordinates[0] ?? [];
    const lons = ring.map(([lon = 0]) => lon);
    const lats = ring.map(([, lat = 0]) => lat);
    const centre = {
      longitude: (Math.min(...lons) + Math.max(...lons)) / 2,
      latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    };
    const [asset] = await apiGet<Array<{ asset_id: number; custom_name: string }>>(
      journey.url,
      token,
      '/assets?limit=1',
    );
    if (!asset) throw new Error('the demo has no asset');
    const placed = await apiFetch(`${journey.url}/api/assets/${asset.asset_id}/locations/manual`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(centre),
    });
    expect(placed.ok).toBe(true);

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Geofences' })
      .click();
    await rowOf(page, yard.name).waitFor({ timeout: 30_000 });
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });

    // Clicking the yard shows it: the map flies to it and lists the assets inside.
    await rowOf(page, yard.name).getByRole('button', { name: yard.name, exact: true }).click();
    await page
      .getByRole('region', { name: `${yard.name} details` })
      .getByText(asset.custom_name)
      .waitFor();
    await waitForCloseMap(page);

    // A circle: click the centre, move out, click again.
    await page.getByRole('button', { name: 'Draw geofence' }).click();
    await page.getByRole('region', { name: 'New geofence' }).getByText('Circle').click();
    const { x, y } = await mapCentre(page);
    await page.mouse.click(x, y);
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.move(x + 80, y, { steps: 4 });
    await page.mouse.click(x + 80, y);
    await saveNewGeofence(page, 'E2E Circle', 'geofences-drawing-circle');

    // Saved, shown and counted: the list row and the panel name the parked asset.
    const details = page.getByRole('region', { name: 'E2E Circle details' });
    await details.getByText(asset.custom_name).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await rowOf(page, 'E2E Circle').locator('td').allInnerTexts()).join('|'))
      .toMatch(/Jobsite\|[1-9]\d*\|Yes\|No/i);
    const afterCircle = await apiGet<GeofenceDto[]>(
      journey.url,
      token,
      `/users/${session.userId}/geofences?include_asset_ids=true`,
    );
    const circle = afterCircle.find((g) => g.name === 'E2E Circle');
    expect(circle?.circle?.radius_meters).toBeGreaterThan(10);
    expect(circle?.asset_ids_in_geofence).toContain(asset.asset_id);
    await screenshot(page, 'geofences-circle-drawn');

    // An outline: four corners around the centre, then the first one again to close it.
    await waitForCloseMap(page);
    await page.getByRole('button', { name: 'Draw geofence' }).click();
    const centreNow = await mapCentre(page);
    const corners = [
      [-60, -50],
      [60, -50],
      [60, 50],
      [-60, 50],
      [-60, -50],
    ] as const;
    for (const [dx, dy] of corners) {
      await page.mouse.move(centreNow.x + dx, centreNow.y + dy, { steps: 3 });
      await page.mouse.click(centreNow.x + dx, centreNow.y + dy);
    }
    await saveNewGeofence(page, 'E2E Outline');
    await page
      .getByRole('region', { name: 'E2E Outline details' })
      .getByText(asset.custom_name)
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'geofences-outline-drawn');

    // Change it: drag the whole outline a little east, turn on the exit alert, save (PATCH).
    const before = (
      await apiGet<GeofenceDto[]>(journey.url, token, `/users/${session.userId}/geofences`)
    ).find((g) => g.name === 'E2E Outline');
    await page.getByRole('button', { name: 'Actions for E2E Outline' }).click();
    await page.getByRole('menuitem', { name: 'Edit shape and details' }).click();
    const change = page.getByRole('region', { name: 'Change E2E Outline' });
    await change.waitFor();
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 30_000 });
    const grab = await mapCentre(page);
    await page.mouse.move(grab.x, grab.y, { steps: 2 });
    await page.mouse.down();
    await page.mouse.move(grab.x + 40, grab.y, { steps: 8 });
    await page.mouse.up();
    await change.getByLabel('Alert on exit').check();
    await screenshot(page, 'geofences-editing-outline');
    await change.getByRole('button', { name: 'Save geofence' }).click();
    await page.getByText(GEOFENCE_MESSAGES.updated('E2E Outline')).waitFor({ timeout: 30_000 });
    const after = (
      await apiGet<GeofenceDto[]>(journey.url, token, `/users/${session.userId}/geofences`)
    ).find((g) => g.name === 'E2E Outline');
    expect(after?.alert_exit).toBe(true);
    expect(after?.geojson).not.toEqual(before?.geojson);

    // Rename from the row's actions.
    await page.getByRole('button', { name: 'Actions for E2E Circle' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename geofence' });
    await rename.getByLabel('Name').fill('E2E Circle renamed');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'E2E Circle renamed').waitFor({ timeout: 30_000 });

    // Delete, after the confirm dialog.
    await page.getByRole('button', { name: 'Actions for E2E Circle renamed' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete E2E Circle renamed?' });
    // The dialog fades in: look once it is fully shown.
    await expect
      .poll(() => confirm.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    await screenshot(page, 'geofences-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete geofence' }).click();
    await page.getByText(GEOFENCE_MESSAGES.deleted('E2E Circle renamed')).waitFor();
    await expect.poll(() => rowOf(page, 'E2E Circle renamed').count()).toBe(0);
    const gone = await apiFetch(`${journey.url}/api/geofences/${circle?.geofence_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
    await page.close();
  }, 240_000);

  it('shows a read-only user the geofences without any write control', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, journey.url, 'readonly@demo.test');
    await page.goto(`${journey.url}/#/geofences`);
    await geofenceTable(page).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Draw geofence' }).count()).toBe(0);
    await geofenceTable(page)
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Show on map' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Rename' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await screenshot(page, 'geofences-read-only');
    await page.close();
  });
});
