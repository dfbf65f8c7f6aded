import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/src/db/client';
import { seedDemoData } from '../../server/src/demo/seed';
import { launchBrowser, signIn } from '../../e2e/support/browser';
import { startFleet } from '../../e2e/support/fleet-process';
import type { Figure } from '../figure';
import { seedInventory } from './seed-inventory';

/** The demo company's 2,000 assets and 8,000 more: the page's first 10,000-asset page. */
const EXTRA = 8_000;
const FRAMES = 120;

async function prepareDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-inventory-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await seedDemoData(database.db);
    const result = await database.db.execute(
      sql`select company_id from companies where name = 'Demo Construction Co.'`,
    );
    const companyId = (result as { rows: Array<{ company_id: number }> }).rows[0]?.company_id;
    if (companyId === undefined) throw new Error('no demo company');
    await seedInventory(database.db, companyId, EXTRA, 'BENCH');
  } finally {
    await database.close();
  }
  return dataDir;
}

/** From navigation to the count answering the search with its first row drawn. */
async function firstRender(page: Page, url: string): Promise<{ ms: number; found: string }> {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url);
  const summary = page.locator('[data-search]:not([data-search=""])').first();
  await summary.waitFor({ timeout: 60_000 });
  await page.getByRole('table', { name: 'Inventory' }).locator('tbody tr a').first().waitFor();
  return { ms: Date.now() - started, found: await summary.innerText() };
}

/**
 * Scrolls the table 400 px a frame and measures the frames (p95, ms). Sent as text: the bench
 * runs through a transpiler whose helpers do not exist in the page.
 */
const SCROLL_SCRIPT = `new Promise((resolve, reject) => {
  const table = document.querySelector('table[aria-label="Inventory"]');
  const box = table && table.parentElement;
  if (!box) return reject(new Error('no table'));
  const times = [];
  let last = performance.now();
  const step = (now) => {
    times.push(now - last);
    last = now;
    box.scrollTop += 400;
    if (times.length < ${FRAMES}) requestAnimationFrame(step);
    else {
      const sorted = times.slice(1).sort((a, b) => a - b);
      resolve(sorted[Math.floor(sorted.length * 0.95)] || 0);
    }
  };
  requestAnimationFrame(step);
})`;

async function scrollFrames(page: Page): Promise<number> {
  return Number(await page.evaluate(SCROLL_SCRIPT));
}

/** (c) The inventory page with 10,000 rows against the same page with about 1,000. */
export async function inventoryPageFigures(): Promise<Figure[]> {
  const dataDir = await prepareDataDir();
  const fleet = await startFleet({ dataDir });
  // Launched inside the try: a browser that fails to start must still stop the server.
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, fleet.url, 'admin@demo.test');
    const all = `${fleet.url}/#/inventory`;
    const some = `${fleet.url}/#/inventory?q=BENCH-00`; // BENCH-00001 … BENCH-00999
    await firstRender(page, all); // warm-up: code and caches
    const big = await firstRender(page, all);
    const bigScroll = await scrollFrames(page);
    const small = await firstRender(page, some);
    const smallScroll = await scrollFrames(page);
    return [
      {
        name: 'Inventory page first render, 10,000 rows vs 999 rows (Chromium)',
        ratio: big.ms / small.ms,
        target: undefined,
        verdict: 'lower is better, for reference',
        detail: `${big.ms} ms (${big.found}) vs ${small.ms} ms (${small.found}), navigation to first row`,
      },
      {
        name: 'Inventory page scroll frame p95, 10,000 rows vs 999 rows (Chromium)',
        ratio: bigScroll / Math.max(smallScroll, 0.1),
        target: undefined,
        verdict: 'lower is better, ~1 means virtualized rows cost the same',
        detail: `${bigScroll.toFixed(1)} ms vs ${smallScroll.toFixed(1)} ms per frame, ${FRAMES} frames of 400 px`,
      },
    ];
  } finally {
    await browser?.close();
    await fleet.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
