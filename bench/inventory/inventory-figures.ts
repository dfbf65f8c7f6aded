import { sql } from 'drizzle-orm';
import { PROVIDER_VENDOR_NAME } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../server/src/demo/factories';
import { createTestApp, type TestApp } from '../../server/test/harness';
import { INVENTORY_QUERY } from '../../web/src/features/inventory/api/get-inventory';
import { timed, type Figure } from '../figure';
import { percentile } from '../ingest/ingest-figures';
import { seedInventory } from './seed-inventory';

const ASSETS = 100_000;
const SAMPLES = Number(process.env.BENCH_INVENTORY_SAMPLES ?? 40);

interface Bench {
  t: TestApp;
  token: string;
  companyId: number;
  branchIds: number[];
}

/** A fresh database (PGlite in memory, or a new PostgreSQL database) with 100,000 assets. */
async function openBench(databaseUrl: string | undefined): Promise<Bench> {
  process.env.FLEET_TEST_DB = databaseUrl ? 'postgres' : 'pglite';
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestApp();
  const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
  await seedInventory(t.deps.db, company.companyId, ASSETS);
  const token = await t.login(admin.email);
  const branches = await t.deps.db.execute(
    sql`select branch_id from branches where company_id = ${company.companyId} order by branch_id`,
  );
  const branchIds = (branches as { rows: Array<{ branch_id: number }> }).rows.map(
    (row) => row.branch_id,
  );
  return { t, token, companyId: company.companyId, branchIds };
}

async function graphql(bench: Bench, query: string, variables: object) {
  const response = await bench.t.call(bench.token, {
    method: 'POST',
    url: '/api/fleet/graphql',
    payload: { query, variables },
  });
  const body = response.json<{ data?: { inventory: unknown }; errors?: unknown[] }>();
  if (response.statusCode !== 200 || body.errors) {
    throw new Error(
      `inventory query failed: ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  }
  return body.data?.inventory as { total: number; items: unknown[]; searchAfter: string[] | null };
}

/** The searches a person makes, each with every facet: none, a status, branch + status, a name, vendor + type. */
function searches(bench: Bench) {
  const b = (i: number) => String(bench.branchIds[i] ?? 0);
  return [
    { filters: [] },
    { filters: [{ identifier: 'INVENTORY_STATUS', values: ['1'] }] },
    {
      filters: [
        { identifier: 'BRANCHES', values: [b(0), b(1)] },
        { identifier: 'INVENTORY_STATUS', values: ['11'] },
      ],
    },
    { queryField: 'name', queryValue: 'INV-012' },
    {
      filters: [
        { identifier: 'RENTAL_VENDOR', values: [PROVIDER_VENDOR_NAME] },
        { identifier: 'ASSET_TYPE_ID', values: ['2'] },
      ],
    },
  ].map((search) => ({ ...search, pageSize: 50 }));
}

/** (a) The inventory query (page of 50 + every facet) against a plain indexed page of names. */
async function searchFigure(bench: Bench, database: string, targetMs: number): Promise<Figure> {
  const db = bench.t.deps.db;
  const plain = () =>
    db.execute(sql`select asset_id, custom_name from assets where company_id = ${bench.companyId}
      order by custom_name, asset_id limit 50`);
  const list = searches(bench);
  for (const search of list) await graphql(bench, INVENTORY_QUERY, search); // warm-up
  await plain();
  const plainMs: number[] = [];
  const inventoryMs: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    plainMs.push(await timed(plain));
    const search = list[i % list.length] ?? {};
    inventoryMs.push(await timed(() => graphql(bench, INVENTORY_QUERY, search)));
  }
  const p95 = percentile(inventoryMs, 95);
  const plainP95 = percentile(plainMs, 95);
  return {
    name: `Inventory search, 5 facets, ${ASSETS.toLocaleString('en-US')} assets: p95 vs plain ordered page (${database})`,
    ratio: p95 / plainP95,
    target: undefined,
    verdict: `p95 ${p95.toFixed(0)} ms, target < ${targetMs} ms: ${p95 < targetMs ? 'meets' : 'MISSES'}`,
    detail: `inventory p95 ${p95.toFixed(1)} ms (median ${percentile(inventoryMs, 50).toFixed(1)}) vs plain p95 ${plainP95.toFixed(2)} ms, ${SAMPLES} samples over 5 searches, GraphQL through the app`,
  };
}

/**
 * (b) Exports as the page does: one `POST fleet/inventory/export` over HTTP, the file read as it
 * arrives (gzip, as a browser asks) and counted, not kept: the browser keeps the bytes in its
 * Blob either way, so what must stay flat is the server's side of the stream.
 */
async function exportRun(bench: Bench, baseUrl: string, filters: object[]) {
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/fleet/inventory/export`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bench.token}`,
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
    },
    body: JSON.stringify({ filters }),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`export failed: ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const ms = performance.now() - started;
  clearInterval(sample);
  return { ms, rows: lines - 1, bytes, peakMb: (peak - heapBefore) / 1e6 };
}

async function exportFigure(bench: Bench, database: string): Promise<Figure> {
  const baseUrl = await bench.t.app.listen({ host: '127.0.0.1', port: 0 });
  const half = [{ identifier: 'BRANCHES', values: bench.branchIds.slice(0, 10).map(String) }];
  await exportRun(bench, baseUrl, half); // warm-up
  const fifty = await exportRun(bench, baseUrl, half);
  const all = await exportRun(bench, baseUrl, []);
  return {
    name: `Inventory export ${all.rows.toLocaleString('en-US')} rows: peak heap growth 100k vs 50k (${database})`,
    ratio: all.peakMb / Math.max(fifty.peakMb, 0.001),
    target: undefined,
    verdict: `${(all.ms / 1000).toFixed(2)} s, target < 5 s: ${all.ms < 5000 ? 'meets' : 'MISSES'}`,
    detail: `${all.rows} rows ${(all.ms / 1000).toFixed(2)} s, peak heap +${all.peakMb.toFixed(0)} MB; ${fifty.rows} rows ${(fifty.ms / 1000).toFixed(2)} s, +${fifty.peakMb.toFixed(0)} MB; ${(all.bytes / 1e6).toFixed(1)} MB of CSV`,
  };
}

export async function inventoryFigures(
  database: string,
  databaseUrl: string | undefined,
  targetMs: number,
): Promise<Figure[]> {
  const bench = await openBench(databaseUrl);
  try {
    return [await searchFigure(bench, database, targetMs), await exportFigure(bench, database)];
  } finally {
    await bench.t.close();
  }
}
