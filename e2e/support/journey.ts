import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFleet, type Running } from './fleet-process';
import { launchBrowser } from './browser';

export interface Journey {
  /** The server's base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** Its device gateway (OsmAnd), e.g. http://127.0.0.1:41235 */
  readonly gatewayUrl: string;
  readonly browser: Browser;
}

/**
 * One Fleet server (its own copy of the demo data, see demo-data-template.ts) and one Chromium for the journeys of a file,
 * started before them and stopped after. Read the fields inside tests, not at collection time.
 */
export function useFleetAndBrowser(env: Record<string, string> = {}): Journey {
  let fleet: (Running & { gatewayUrl: string }) | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    fleet = await startFleet({ env, copyOf: inject('demoDataDir') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await fleet?.stop();
  });
  return {
    get url() {
      if (!fleet) throw new Error('the Fleet server is not started yet');
      return fleet.url;
    },
    get gatewayUrl() {
      if (!fleet) throw new Error('the Fleet server is not started yet');
      return fleet.gatewayUrl;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}
