import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMERA_MESSAGES, type CameraListItem } from '@fleet/domain';
import { openAssetCard } from './support/asset-card-page';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

const APP_URL = 'https://cams.example.test/view/{vendor_camera_id}';

function cameraRow(page: Page, serial: string) {
  return page.getByRole('table', { name: 'Cameras' }).locator(`tr[data-serial="${serial}"]`);
}

async function openCameras(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/company-admin/cameras`);
  await page.getByRole('heading', { name: 'Cameras', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Cameras' }).waitFor({ timeout: 30_000 });
}

/** docs/CAMERAS.md: Company > Cameras and the card's Camera panel, on the demo's cameras. */
describe('cameras', () => {
  const journey = useFleetAndBrowser({ CAMERA_APP_URL: APP_URL });

  it('registers a camera onto an asset, refuses a serial taken, takes it off and removes it', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await openCameras(page, journey.url);
    // The demo's cameras: connected, and the one that went offline an hour ago.
    await cameraRow(page, 'DC-5101').getByText('Connected').waitFor();
    await cameraRow(page, 'DC-5122').getByText('Offline').waitFor();

    await page.getByRole('button', { name: 'Add camera' }).click();
    const add = page.getByRole('dialog', { name: 'Add camera' });
    await add.getByLabel('Serial').fill('DC-5101');
    await add.getByRole('button', { name: 'Register' }).click();
    await add.getByText(CAMERA_MESSAGES.serialTaken('DC-5101')).waitFor();
    await add.getByLabel('Serial').fill('E2E-CAM-1');
    const select = add.getByLabel('Install on asset');
    await expect.poll(() => select.isEnabled(), { timeout: 30_000 }).toBe(true);
    await select.click();
    const option = page.getByRole('option').first();
    const assetName = (await option.innerText()).trim();
    await option.click();
    await add.getByRole('button', { name: 'Register' }).click();
    await add.waitFor({ state: 'hidden' });

    const row = cameraRow(page, 'E2E-CAM-1');
    await row.getByRole('link', { name: assetName }).waitFor();
    // Never reported: offline, and no report yet.
    await row.getByText('Offline').waitFor();
    await row.getByText('Never').waitFor();
    await screenshot(page, 'cameras-registered');

    await row.getByRole('button', { name: 'Take off' }).click();
    const confirm = page.getByRole('dialog', { name: `Take E2E-CAM-1 off ${assetName}?` });
    await confirm.getByRole('button', { name: 'Take off' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Not installed').waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove camera E2E-CAM-1?' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    await page.close();
  });

  it('shows the Camera panel on a camera truck’s card, with the vendor’s Access Camera', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const cameras = await apiGet<CameraListItem[]>(journey.url, token, '/cameras');
    const fleetCamera = cameras.find((camera) => camera.vendor_camera_id === 'DC-5101');
    const appCamera = cameras.find((camera) => camera.camera_vendor_id === 5);
    if (!fleetCamera?.asset || !appCamera?.asset) throw new Error('the demo has no cameras');

    const { page, card } = await openAssetCard(journey.browser, journey.url, fleetCamera.asset);
    const panel = card.getByRole('region', { name: 'Camera' });
    await panel.getByText('Connected').waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Access Camera' }).waitFor();
    await screenshot(page, 'cameras-card-panel');

    await page.goto(`${journey.url}/#/assets/all/asset/${appCamera.asset.asset_id}`);
    const appCard = page.getByLabel(`${appCamera.asset.custom_name} details`);
    const link = appCard.getByRole('region', { name: 'Camera' }).getByRole('link', {
      name: 'Access Camera',
    });
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute('href')).toBe(
      APP_URL.replace('{vendor_camera_id}', appCamera.vendor_camera_id),
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.close();
  });

  it('leaves the Camera panel off for a user without camera access', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const cameras = await apiGet<CameraListItem[]>(journey.url, token, '/cameras');
    const asset = cameras.find((camera) => camera.vendor_camera_id === 'DC-5101')?.asset;
    if (!asset) throw new Error('the demo has no cameras');
    const { page, card } = await openAssetCard(
      journey.browser,
      journey.url,
      asset,
      'readonly@demo.test',
    );
    await card.getByRole('region', { name: 'Driver' }).waitFor({ timeout: 30_000 });
    expect(await card.getByRole('region', { name: 'Camera' }).count()).toBe(0);
    await page.close();
  });

  it('plays a truck’s camera live, inside, then a recorded clip with the seek bar', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const cameras = await apiGet<CameraListItem[]>(journey.url, token, '/cameras');
    const live = cameras.find(
      (c) => c.camera_vendor_id === 3 && c.asset && c.status?.online && c.status.ready_to_stream,
    );
    if (!live?.asset) throw new Error('the demo has no camera ready to stream');
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/assets/all/asset/${live.asset.asset_id}`);
    await page.getByRole('button', { name: 'Access Camera' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Start Live Stream' }).click({ timeout: 30_000 });
    // Frames decoded from the simulator's WebRTC peer, through the MQTT signalling.
    const framesArrive = () =>
      page.waitForFunction(
        () => {
          const video = document.querySelector('video');
          return video !== null && video.readyState >= 2 && video.videoWidth > 0;
        },
        null,
        { timeout: 30_000 },
      );
    await framesArrive();
    await screenshot(page, 'camera-window-live');

    await page.getByText('Inside', { exact: true }).click();
    await framesArrive();

    await page.getByText('History', { exact: true }).click();
    // The date: a calendar where only the days with clips can be chosen; an earlier one.
    const dateInput = page.getByLabel('Date', { exact: true });
    await expect.poll(() => dateInput.isEnabled(), { timeout: 30_000 }).toBe(true);
    await dateInput.click();
    const calendar = page.locator('[data-dates-dropdown]');
    const days = calendar.locator('table button');
    await days.first().waitFor();
    // The demo records a week: the month's other days have no clips.
    expect(await days.and(page.locator(':disabled')).count()).toBeGreaterThan(0);
    const earlier = days.and(page.locator(':enabled:not([data-selected])'));
    if ((await earlier.count()) === 0) {
      await calendar.getByRole('button', { name: 'Previous month' }).click();
    }
    const day = await earlier.last().getAttribute('aria-label');
    if (day === null) throw new Error('the calendar has no earlier day with clips');
    await screenshot(page, 'camera-window-calendar');
    await calendar.getByRole('button', { name: day, exact: true }).click();
    await expect.poll(() => dateInput.innerText()).toBe(day);
    await page.getByRole('textbox', { name: 'Clip' }).click({ timeout: 30_000 });
    await page.getByRole('option').first().click();
    await framesArrive();
    await page.getByTestId('camera-timestamp').waitFor();
    const slider = page.getByRole('slider');
    await slider.waitFor();
    // Seek: a click halfway along the bar plays on from the middle of the clip.
    const bar = await slider.locator('xpath=..').boundingBox();
    if (!bar) throw new Error('the seek bar has no box');
    await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
    const share = async () =>
      Number(await slider.getAttribute('aria-valuenow')) /
      Number(await slider.getAttribute('aria-valuemax'));
    await expect.poll(share, { timeout: 30_000 }).toBeGreaterThan(0.4);
    await framesArrive();
    await screenshot(page, 'camera-window-history');
    await page.close();
    // Live, inside and history each open a new WebRTC session: minutes on a loaded machine.
  }, 180_000);
});
