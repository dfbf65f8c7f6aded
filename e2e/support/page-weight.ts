import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/src/demo/factories';
import { startWireCounter } from './wire-counter';

/**
 * A page's weight on the wire (DESIGN §4 "Web weight", issue 9): the encoded bytes, headers
 * included, of every response a browser with nothing cached receives to show the page, workers
 * included. The budgets hold the client (its page, scripts, styles, worker, icons); the data it
 * shows (API answers, the base map's atlases) grows with the fleet and is reported beside them.
 */

/**
 * The budgets for the client, in bytes (1 KB = 1,000 bytes). The map holds its 430 KB
 * (428.5 on 2026-11-28; bench/README.md "Web weight" has the breakdown) since the client runs
 * on Preact's React compatibility layer (~51 KB less than React DOM), MapLibre's MLT tile
 * decoder loads only for a style with such tiles (web/build/map-library-mlt.ts, ~16 KB), and
 * controls the first paint does not show load when first needed.
 */
export const WEIGHT_BUDGETS = { signIn: 150_000, map: 430_000 } as const;

/** Viewport of a laptop: the map draws what such a screen shows. */
const VIEWPORT = { width: 1440, height: 900 };

export interface Transfer {
  path: string;
  bytes: number;
  /** The response's Content-Encoding (br, gzip), or '' when sent as is. */
  encoding: string;
  /** The client's own files, or data (API answers under /api, base map data under /map). */
  kind: 'client' | 'data';
}

export interface PageWeight {
  /** The client's files: what the budget holds. */
  client: number;
  /** API answers and base map data. */
  data: number;
  /** Every byte the server sent during the page (WebSocket frames too), counted on the wire. */
  wire: number;
  /** Of `wire`, the WebSocket streams' (the live stream's upgrade and frames): no response. */
  stream: number;
  /**
   * At most what the server sent for requests the page gave up on (a tile MapLibre no longer
   * needs): their declared lengths, since Chromium reports no size for a failed request.
   */
  abandoned: number;
  transfers: Transfer[];
}

const isData = (path: string): boolean => path.startsWith('/api/') || path.startsWith('/map/');

/**
 * The size of one response as Chromium reports it. A dedicated worker's script is fetched
 * outside the page and reported with a 0-byte body; its Content-Length says what was sent
 * (the wire counter's total checks that nothing is missed). A response the browser took from
 * its cache came over no wire: Chromium reports no encoded bytes for it at all, headers
 * included (the map's worker importing a chunk the page has already loaded).
 */
async function transferOf(request: Request): Promise<Transfer> {
  const sizes = await request.sizes();
  const headers = (await request.response())?.headers() ?? {};
  const declared = Number(headers['content-length'] ?? 0);
  const path = new URL(request.url()).pathname;
  const isFromCache = sizes.responseHeadersSize + sizes.responseBodySize <= 0;
  return {
    path,
    bytes: isFromCache ? 0 : sizes.responseHeadersSize + Math.max(sizes.responseBodySize, declared),
    encoding: headers['content-encoding'] ?? '',
    kind: isData(path) ? 'data' : 'client',
  };
}

/** What had ended, and what the wire had carried, at the moment no request was in flight. */
interface IdleMoment {
  counted: Promise<Transfer>[];
  failed: Promise<number>[];
  wire: { bytes: number; stream: number };
}

/**
 * The responses a context receives; `settled()` waits until every request started has ended.
 * The wire is read at that very moment, not after: the page goes on living while the sizes are
 * asked of the browser (a stream message can start a refetch), and a response that ends after
 * the moment must count on both sides or on neither (19 KB once went uncounted in CI).
 */
class RequestMeter {
  private readonly inFlight = new Set<Request>();
  private readonly counted: Promise<Transfer>[] = [];
  private readonly failed: Promise<number>[] = [];
  private onIdle: ((moment: IdleMoment) => void) | undefined;

  constructor(
    context: BrowserContext,
    private readonly readWire: () => IdleMoment['wire'],
  ) {
    context.on('request', (request) => this.inFlight.add(request));
    context.on('requestfinished', (request) => this.end(request, true));
    context.on('requestfailed', (request) => this.end(request, false));
  }

  private end(request: Request, isFinished: boolean): void {
    // data: URLs (MapLibre's control icons) never reach the network.
    if (isFinished && request.url().startsWith('http')) this.counted.push(transferOf(request));
    if (!isFinished) this.failed.push(declaredLength(request));
    this.inFlight.delete(request);
    if (this.inFlight.size > 0 || !this.onIdle) return;
    const resolve = this.onIdle;
    this.onIdle = undefined;
    resolve(this.moment());
  }

  private moment(): IdleMoment {
    return { counted: [...this.counted], failed: [...this.failed], wire: this.readWire() };
  }

  /** No timer: the last request to end resolves it. */
  async settled(): Promise<{ transfers: Transfer[]; abandoned: number; wire: IdleMoment['wire'] }> {
    const moment =
      this.inFlight.size > 0
        ? await new Promise<IdleMoment>((resolve) => (this.onIdle = resolve))
        : this.moment();
    const abandoned = (await Promise.all(moment.failed)).reduce((total, n) => total + n, 0);
    return { transfers: await Promise.all(moment.counted), abandoned, wire: moment.wire };
  }
}

/** A failed request's Content-Length and headers' size, when its answer had begun. */
async function declaredLength(request: Request): Promise<number> {
  const response = await request.response().catch(() => null);
  if (!response) return 0;
  const headers = await response.headersArray();
  const headerBytes = headers.reduce((n, h) => n + h.name.length + h.value.length + 4, 0);
  const length = headers.find((h) => h.name.toLowerCase() === 'content-length')?.value;
  return headerBytes + Number(length ?? 0);
}

const sum = (transfers: Transfer[], kind: Transfer['kind']): number =>
  transfers.filter((t) => t.kind === kind).reduce((total, t) => total + t.bytes, 0);

/**
 * Shows a page with `show` in a fresh context (nothing cached), through a wire counter, and
 * waits for every request it started to end.
 */
async function weigh(
  browser: Browser,
  serverUrl: string,
  show: (page: Page, baseUrl: string) => Promise<void>,
  options: { signedInAs?: string } = {},
): Promise<PageWeight> {
  // Signed in beside the counter, not through it: the page signing in goes on to its landing
  // page, and what the server still sends to a context being closed would count as the weighed
  // page's (19 KB unaccounted in one CI run). The token is kept per origin: moved to the counter's.
  const storageState = options.signedInAs
    ? await signedInState(browser, serverUrl, options.signedInAs)
    : undefined;
  const wire = await startWireCounter(serverUrl);
  try {
    if (storageState) moveOrigins(storageState, serverUrl, wire.url);
    const context = await browser.newContext({ storageState, viewport: VIEWPORT });
    try {
      const meter = new RequestMeter(context, () => ({
        bytes: wire.bytes,
        stream: wire.streamBytes,
      }));
      await show(await context.newPage(), wire.url);
      // What came from the browser's cache was not sent: not a transfer.
      const settled = await meter.settled();
      const transfers = settled.transfers.filter((t) => t.bytes > 0);
      return {
        client: sum(transfers, 'client'),
        data: sum(transfers, 'data'),
        wire: settled.wire.bytes,
        stream: settled.wire.stream,
        abandoned: settled.abandoned,
        transfers,
      };
    } finally {
      await context.close();
    }
  } finally {
    await wire.close();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The state's per-origin storage (the token) as if it had been kept by `to`. */
function moveOrigins(state: StorageState, from: string, to: string): void {
  const origin = new URL(from).origin;
  for (const entry of state.origins) {
    if (entry.origin === origin) entry.origin = new URL(to).origin;
  }
}

async function signedInState(browser: Browser, baseUrl: string, email: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The sign-in page, opened cold, until its form is there. */
export async function weighSignInPage(browser: Browser, serverUrl: string): Promise<PageWeight> {
  return weigh(browser, serverUrl, async (page, baseUrl) => {
    await page.goto(`${baseUrl}/#/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
}

/**
 * The live map opened cold by a signed-in user (the token in storage, nothing cached), until
 * the list shows the fleet and the map has drawn it on its base map.
 */
export async function weighMapPage(
  browser: Browser,
  serverUrl: string,
  email: string,
): Promise<PageWeight> {
  return weigh(
    browser,
    serverUrl,
    async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/assets/all`);
      await page.getByText(/Showing [\d,]+ of [\d,]+ assets/).waitFor({ timeout: 60_000 });
      // MapLibre is idle: the base map and the markers are drawn (lib/map/map-view.tsx).
      await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    },
    { signedInAs: email },
  );
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** The client's weight against its budget, the data beside it, and the largest files. */
export function describeWeight(name: string, weight: PageWeight, budget: number): string {
  const largest = weight.transfers
    .filter((t) => t.kind === 'client')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(process.env.WEIGHT_LINES ?? 10))
    .map((t) => `    ${kb(t.bytes).padStart(9)}  ${(t.encoding || '-').padEnd(4)}  ${t.path}`);
  return [
    `${name}: client ${kb(weight.client)} of ${kb(budget)} (${(weight.client / budget).toFixed(2)});` +
      ` data ${kb(weight.data)}; ${kb(weight.wire)} on the wire in all (${kb(weight.stream)} of` +
      ` WebSocket streams, ${kb(weight.abandoned)} at most of abandoned requests),` +
      ` ${weight.transfers.length} responses`,
    ...largest,
  ].join('\n');
}
