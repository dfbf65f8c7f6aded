import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

/** The page's content security policy refusals, as Chromium reports them on the console. */
function policyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
}

/** What a browser may load and reach: the page's policy, the API reference, no source maps. */
describe('the public surface', () => {
  const journey = useFleetAndBrowser();

  it("opens the live map's stream to this origin under the page's policy", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const refusals = policyRefusals(page);
    // connect-src is 'self' only: the WebSocket to this host must still open and be answered.
    const acknowledged = new Promise<string>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('connection_ack')) resolve(socket.url());
        });
      });
    });
    await signIn(page, journey.url, 'manager@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    await page.getByText(/Showing [\d,]+ of 2,\d{3} assets/).waitFor({ timeout: 60_000 });
    expect(await acknowledged).toBe(`${journey.url.replace('http', 'ws')}/api/fleet/graphql`);
    expect(refusals).toEqual([]);
    await page.close();
  });

  it('shows the API reference to a person signed in to Fleet, and nothing before', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const refusals = policyRefusals(page);
    await page.goto(`${journey.url}/api/docs`);
    await page.getByText('Failed to load API definition').waitFor();
    expect(await page.locator('[data-path="/api/auth/session"]').count()).toBe(0);

    await signIn(page, journey.url, 'user@demo.test');
    await page.goto(`${journey.url}/api/docs`);
    await page.locator('[data-path="/api/auth/session"]').first().waitFor();
    expect(refusals).toEqual([]);
    await page.close();
  });

  it('serves the scripts without source maps', async () => {
    const html = await (await fetch(`${journey.url}/`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error('the page names no script');
    const code = await fetch(new URL(script, journey.url));
    expect(code.status).toBe(200);
    expect(await code.text()).not.toContain('sourceMappingURL');
    expect((await fetch(new URL(`${script}.map`, journey.url))).status).toBe(404);
  });
});
