import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CameraListItem, DriverAnalytics, Operator, SafetyEventsPage } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet } from './support/fleet-api';
import { DEMO_PASSWORD } from '../server/src/demo/factories';
import { useFleetAndBrowser } from './support/journey';

/** Frames decoded from the simulator's WebRTC peer, in the page's floating window. */
function framesArrive(page: Page) {
  return page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && video.videoWidth > 0;
    },
    null,
    { timeout: 45_000 },
  );
}

/** Seconds since midnight of a clock time as the window writes it ('… 10:34:27 AM'). */
function clockSeconds(text: string): number {
  const match = /(\d{1,2}):(\d\d):(\d\d) (AM|PM)$/.exec(text.trim());
  if (!match) throw new Error(`not a time of day: ${text}`);
  const [, hours, minutes, seconds, half] = match;
  return (
    ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 3600 +
    Number(minutes) * 60 +
    Number(seconds)
  );
}

/** The clock time of a moment where the company is, as the window writes it. */
function clockAt(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).format(new Date(epochMs));
}

/** The company day (YYYY-MM-DD) of a moment, where the company is. */
function companyDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
}

/**
 * docs/CAMERAS.md "Safety events": the camera page's Safety events, Driver analytics and
 * Coaching center, and a safety event's clip played from the list and from the trip history.
 */
describe('camera safety events', () => {
  const journey = useFleetAndBrowser();
  let token: string;
  let timeZone: string;
  /**
   * An event of yesterday (a finished day: the simulator adds none to it while the journey
   * runs) on its first page, whose camera streams now (the demo has one offline).
   */
  let playable: SafetyEventsPage['events'][number];
  let day: string;

  beforeAll(async () => {
    const login = await apiFetch(`${journey.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as { accessToken: string; user: { company_id: number } };
    token = session.accessToken;
    const companyId = session.user.company_id;
    const company = await apiGet<{ timezone: string }>(
      journey.url,
      token,
      `/companies/${companyId}`,
    );
    timeZone = company.timezone;

    // The Safety events tab is behind its flag, which the demo company has on.
    const { flags } = await apiGet<{ flags: Record<string, boolean> }>(
      journey.url,
      token,
      '/feature-flags',
    );
    expect(flags['safety-events']).toBe(true);

    const cameras = await apiGet<CameraListItem[]>(journey.url, token, '/cameras');
    const streams = new Set(
      cameras
        .filter((c) => c.camera_vendor_id === 3 && c.status?.online && c.status.ready_to_stream)
        .map((c) => c.camera_id),
    );
    day = companyDay(new Date(Date.now() - 86_400_000).toISOString(), timeZone);
    const { events } = await apiGet<SafetyEventsPage>(
      journey.url,
      token,
      `/camera/safety-events?from=${day}&to=${day}&limit=10`,
    );
    const found = events.find(
      (e) => e.coaching === null && streams.has(e.camera_event_media.camera_id),
    );
    if (!found) throw new Error('the demo has no safety event yesterday on a streaming camera');
    playable = found;
  });

  it('lists the events, plays one’s clip and marks it coached', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.getByRole('link', { name: 'Camera' }).click();
    await page.getByRole('tab', { name: 'Safety events' }).click();
    const frame = page.frameLocator('iframe[title="Safety events"]');
    const table = frame.getByRole('table', { name: 'Safety events' });
    await table
      .getByRole('button', { name: /^Play clip/ })
      .first()
      .waitFor({ timeout: 60_000 });
    // Yesterday only: the dates travel in the address, into the frame's filters.
    await page.goto(`${journey.url}/#/camera?tab=safety-events&from=${day}&to=${day}`);
    await expect.poll(() => frame.getByLabel('From').inputValue()).toBe(day);
    const row = table.locator(`tr[data-event-id="${playable.safety_event_id}"]`);
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: playable.asset_name, exact: true }).waitFor();
    await row.getByText(playable.operator?.name ?? 'Unassigned').waitFor();
    await row.getByText('Not coached').waitFor();
    await screenshot(page, 'safety-events-list');

    // The clip: the floating window opens in History at the event and plays it.
    await row.getByRole('button', { name: /^Play clip/ }).click();
    const cameraWindow = page.getByRole('dialog', { name: `Camera: ${playable.asset_name}` });
    await cameraWindow.waitFor({ timeout: 30_000 });
    await framesArrive(page);
    expect(await cameraWindow.getByRole('textbox', { name: 'Clip' }).inputValue()).not.toBe('');
    // The recorded moment shown is the event's, give or take the ten seconds before it (and
    // however long the machine took to show the first frames): not the drive's start.
    const shown = await cameraWindow.getByTestId('camera-timestamp').innerText();
    const event = clockSeconds(clockAt(playable.camera_event_media.event_timestamp, timeZone));
    expect(clockSeconds(shown) - event).toBeGreaterThanOrEqual(-15);
    expect(clockSeconds(shown) - event).toBeLessThan(120);
    await screenshot(page, 'safety-events-clip');
    await cameraWindow.getByRole('button', { name: 'Close camera window' }).click();
    await cameraWindow.waitFor({ state: 'hidden' });

    // Coached: a note, the toast, the row says so and the coached filter finds it.
    await row.getByRole('button', { name: /^Mark coached/ }).click();
    const dialog = frame.getByRole('dialog', { name: 'Mark coached' });
    await dialog.getByLabel('Note').fill('Talked through following distance.');
    await dialog.getByRole('button', { name: 'Mark coached' }).click();
    await frame.getByText(/^Marked coached: /).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Coached', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Mark coached/ }).count()).toBe(0);
    await frame.getByRole('textbox', { name: 'Coaching' }).click();
    await frame.getByRole('option', { name: 'Coached', exact: true }).click();
    await frame.getByText('1 event', { exact: true }).waitFor();
    await screenshot(page, 'safety-events-coached');
    await page.close();
  }, 180_000);

  it('opens a driver’s analytics from the driver panel’s link, and the coaching center', async () => {
    const drivers = await apiGet<Operator[]>(journey.url, token, '/operators');
    const analytics = await apiGet<DriverAnalytics>(
      journey.url,
      token,
      '/camera/driver-analytics?days=30',
    );
    const scored = analytics.drivers.find((s) =>
      drivers.some((d) => d.operator_id === s.operator_id && d.fts_driver_id),
    );
    const driver = drivers.find((d) => d.operator_id === scored?.operator_id);
    if (!scored || !driver?.fts_driver_id) throw new Error('no scored driver has a camera id');

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    const search = new URLSearchParams({
      section1: 'driverbehavior',
      did: driver.fts_driver_id,
      tab: 'analytics',
    });
    await page.goto(`${journey.url}/#/camera?${search.toString()}`);
    await page.getByRole('tab', { name: 'Driver analytics', selected: true }).waitFor();
    const frame = page.frameLocator('iframe[title="Driver analytics"]');
    await frame
      .getByRole('region', { name: `${scored.name}’s score` })
      .waitFor({ timeout: 60_000 });
    const highlighted = frame.locator('tr[data-highlighted="true"]');
    await highlighted.getByText(scored.name).waitFor();
    // The trend is a word, beside its icon.
    await highlighted.getByText(/^(Better|Worse|Same|New)$/).waitFor();
    await screenshot(page, 'safety-events-analytics');
    await frame.getByText('Last 90 days').click();
    await expect.poll(() => frame.locator('tr[data-operator-id]').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Coaching center' }).click();
    const coaching = page.frameLocator('iframe[title="Coaching center"]');
    await coaching
      .getByRole('region', { name: / to coach$/ })
      .first()
      .getByRole('button', { name: /^Play clip/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'safety-events-coaching-center');
    await page.close();
  }, 120_000);

  it('plays a safety event’s clip from the truck’s trip history', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(
      `${journey.url}/#/assets/all/asset/${playable.asset_id}/history?selectedDate=${day}`,
    );
    const play = page.getByRole('button', { name: /^Play clip: / });
    await play.first().waitFor({ timeout: 60_000 });
    // The camera's types read as the Safety events name them.
    await page
      .getByRole('complementary', { name: 'Trips and events' })
      .getByText(/^(Hard braking|Impact|Over speed)$/)
      .first()
      .waitFor();
    await play.last().click();
    const cameraWindow = page.getByRole('dialog', { name: `Camera: ${playable.asset_name}` });
    await cameraWindow.waitFor({ timeout: 30_000 });
    await framesArrive(page);
    await screenshot(page, 'safety-events-trip-history-clip');
    await page.close();
  }, 180_000);
});
