import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiSignIn } from './support/fleet-api';
import { useFixtureOrigin } from './support/fixture-server';
import { useFleetAndBrowser } from './support/journey';

/**
 * Partner frames (docs/FRAMES.md): e2e/fixtures/partner-frame.html, served from a second
 * origin, plays the partner tool; stranger-frame.html, on a third, sends perfect messages
 * from the wrong origin and window.
 */
describe('partner frames', () => {
  const journey = useFleetAndBrowser();
  const partner = useFixtureOrigin();
  const stranger = useFixtureOrigin();

  const partnerUrl = () =>
    `${partner.origin}/partner-frame.html?fleet=${encodeURIComponent(journey.url)}` +
    `&stranger=${encodeURIComponent(`${stranger.origin}/stranger-frame.html`)}`;
  const hashPath = (page: Page) => new URL(page.url()).hash;

  async function configure(frameUrls: Record<string, string>, flags: string[] = []) {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const session = (await (
      await apiFetch(`${journey.url}/api/auth/session`, { headers })
    ).json()) as { companyId: number };
    const saved = await apiFetch(`${journey.url}/api/companies/${session.companyId}/frame-urls`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ frame_urls: frameUrls }),
    });
    expect(saved.status).toBe(200);
    for (const flag of flags) {
      const on = await apiFetch(
        `${journey.url}/api/companies/${session.companyId}/feature-flags/${flag}`,
        { method: 'PUT', headers, body: JSON.stringify({ enabled: true }) },
      );
      expect(on.status).toBe(204);
    }
  }

  it('shows the partner, takes its route and support messages, and ignores every other', async () => {
    await configure({ 'resource-planning': partnerUrl() });
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/resource-planning`);
    const frame = page.frameLocator('iframe[title="Resource planning"]');
    // The handshake: the partner said ready and got a session and the user's token.
    await frame.getByText(/Signed in to Fleet \(token of \d+ characters\)/).waitFor();
    await screenshot(page, 'frames-partner-loaded');

    // Support: Fleet's dialog names the company's admins.
    await frame.getByRole('button', { name: 'Open support' }).click();
    const support = page.getByRole('dialog', { name: 'Support' });
    await support.getByText('Avery Admin').waitFor();
    await screenshot(page, 'frames-support');
    await support.getByRole('button').first().click();
    await support.waitFor({ state: 'hidden' });

    // Messages of a wrong shape, then perfect ones from a stranger's origin and window, then
    // one right message: only the last moves the app, by exactly one history entry.
    const before = await page.evaluate(() => window.history.length);
    await frame.getByRole('button', { name: 'Send a wrong shape' }).click();
    await frame.getByText('Sent: three wrong shapes').waitFor();
    await frame.getByRole('button', { name: 'Load stranger' }).click();
    await page.waitForURL(/#\/inventory$/, { timeout: 15_000 });
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    expect(await page.getByRole('dialog', { name: 'Support' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Inventory' }).waitFor();
    await screenshot(page, 'frames-partner-moved-app');
    await page.close();
  });

  it('keeps Rentals (new) and the partner’s route in sync both ways', async () => {
    await configure({ 'beta-rentals': partnerUrl() }, ['beta-rentals', 'beta-rentals-route-sync']);
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.getByRole('link', { name: 'Rentals (new)' }).click();
    const frame = page.frameLocator('iframe[title="Rentals (new)"]');
    await frame.getByText(/Signed in to Fleet/).waitFor();

    // The partner's list path /rentals/all/42 is Fleet's /beta-rentals/rentals/42.
    await frame.getByRole('button', { name: 'Open rental 42' }).click();
    // Failed once in a full run (the hash stayed #/beta-rentals), not reproduced since, with
    // the partner page loaded once each time: a failure says what the partner saw and sent.
    await expect
      .poll(() => hashPath(page), { timeout: 10_000 })
      .toBe('#/beta-rentals/rentals/42')
      .catch(async (error: unknown) => {
        const partnerSays = await frame.locator('body').innerText();
        throw new Error(`${String(error)}\nThe partner frame says: ${partnerSays}`);
      });
    await frame.getByRole('button', { name: 'Filter on rent' }).click();
    await expect
      .poll(() => hashPath(page), { timeout: 10_000 })
      .toBe('#/beta-rentals/rentals/42?status=5');
    await screenshot(page, 'frames-route-sync');

    // Back in Fleet's history: the partner is told where to go.
    await page.goBack();
    await frame.getByText('Fleet route: search ""').waitFor();
    await page.goBack();
    await frame.getByText('Fleet route: path /').waitFor();
    expect(hashPath(page)).toBe('#/beta-rentals');
    await page.close();
  });

  it('shows a page saying an admin sets the address when none is set, and Fleet’s own rentals for Rentals (new)', async () => {
    await configure({}, ['beta-rentals']);
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/content-hub`);
    await page.getByText('Content hub is not set up for your company yet.').waitFor();
    await page.getByRole('link', { name: 'Set the address' }).click();
    await page.waitForURL(/#\/company-admin\/frames$/);
    await page.getByRole('textbox', { name: /Privacy Controls/ }).fill('http://plan.example.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use an https:// address').waitFor();
    await page
      .getByRole('textbox', { name: /Privacy Controls/ })
      .fill(`${partner.origin}/partner-frame.html?fleet=${encodeURIComponent(journey.url)}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Frame addresses saved.').waitFor();
    await screenshot(page, 'frames-settings');

    await page.goto(`${journey.url}/#/access-control`);
    const panel = page.getByRole('heading', { name: 'Privacy Controls' });
    await panel.waitFor();
    const frameBox = await page.locator('iframe[title="Privacy Controls"]').boundingBox();
    expect(frameBox?.height).toBe(500);
    await page
      .frameLocator('iframe[title="Privacy Controls"]')
      .getByText(/Signed in to Fleet/)
      .waitFor();
    await screenshot(page, 'frames-access-control');

    await page.goto(`${journey.url}/#/beta-rentals`);
    await page.getByRole('heading', { name: 'Rentals', exact: true }).waitFor();
    await page.close();
  });
});
