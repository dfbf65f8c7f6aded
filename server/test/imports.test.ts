import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ImportRow, ImportRowsPage } from '@fleet/domain/imports';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { seedImportFixture, uploadSheet } from './import-fixture';
import { eq, sql } from 'drizzle-orm';
import { importJobs, importRows } from '../src/db/schema/index';
import {
  HISTORY_TABLES,
  UNDONE_WITH_THE_ASSET,
  writeMatchedRows,
} from '../src/modules/imports/imports.repo';

type Fixture = Awaited<ReturnType<typeof seedImportFixture>>;

const HEADER = 'Unit,Make,Model,Year,Serial,VIN,Plate,State,Home base,Tracker';
const CSV = [
  HEADER,
  'EX-1,Caterpillar,320,2021,SN-1,,,,North Yard,TRK-SPARE-1',
  'EX-2,CAT,320,2019,SN-2,,,,South Yard,',
  'EX-3,Cat,320D,2015,SN-TAKEN,,,,North Yard,',
  'EX-4,Bobcat,E35,2022,SN-1,,ab-12 3,MO,,',
  'EX-5,Acme,Zorblatt,1999,SN-5,1FTFW1E59JFA00001,XYZ,,Nowhere,TRK-UNKNOWN',
].join('\n');

describe.skipIf(isPostgresUnavailable())('bulk import (spec 2 §2, §4, §7)', () => {
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedImportFixture(t);
  });
  afterAll(async () => t?.close());

  const post = (token: string, url: string, payload: object) =>
    t.call(token, { method: 'POST', url, payload });
  const rows = async (jobId: string, tab = 1, token = f.admin): Promise<ImportRowsPage> => {
    const response = await t.call(token, {
      method: 'GET',
      url: `/api/asset-imports/${jobId}/rows?tab=${tab}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Waits, as the dialog does (spec 2 §4), until no row's product is being matched. */
  const matched = async (jobId: string) => {
    await expect.poll(async () => (await rows(jobId)).counts.pending, { timeout: 20_000 }).toBe(0);
    return rows(jobId);
  };
  const field = (row: ImportRow | undefined, name: string) =>
    row?.fields.find((each) => each.name === name);
  const start = async (csv = CSV, name = 'fleet.csv') => {
    const uploadId = await uploadSheet(t, f.admin, name, csv);
    const preview = await post(f.admin, '/api/asset-imports/preview', { upload_id: uploadId });
    expect(preview.statusCode, preview.body).toBe(200);
    const created = await post(f.admin, '/api/asset-imports', {
      upload_id: uploadId,
      mapping: preview.json().mapping,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().job_id as string;
  };

  it('previews a file: headers, first rows and a mapping guessed from the headers', async () => {
    const uploadId = await uploadSheet(t, f.admin, 'fleet.csv', `\uFEFF${CSV}`);
    const response = await post(f.admin, '/api/asset-imports/preview', { upload_id: uploadId });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.headers[0]).toBe('Unit'); // the byte order mark is not part of it
    expect(preview.row_count).toBe(5);
    expect(preview.sample_rows[0]).toEqual([
      'EX-1',
      'Caterpillar',
      '320',
      '2021',
      'SN-1',
      '',
      '',
      '',
      'North Yard',
      'TRK-SPARE-1',
    ]);
    expect(preview.mapping).toMatchObject({
      name: 'Unit',
      make: 'Make',
      model: 'Model',
      year: 'Year',
      serialNumber: 'Serial',
      vin: 'VIN',
      licensePlateNumber: 'Plate',
      licensePlateIssuingState: 'State',
      resourceId: 'Home base',
      tracker: 'Tracker',
    });
  });

  it('checks each row, matches products in the background and flags what needs attention', async () => {
    const jobId = await start();
    const page = await matched(jobId);
    expect(page.job.status).toBe('AVAILABLE');
    expect(page.job.row_count).toBe(5);
    const [ex1, ex2, ex3, ex4, ex5] = page.rows;
    // Exact make, model and year: connected, with its home base and the spare tracker.
    expect(ex1?.status).toBe('READY');
    expect(field(ex1, 'productId')?.values[0]).toMatchObject({
      value: String(f.productIds[0]),
      display_value: '2021 Caterpillar 320',
    });
    expect(field(ex1, 'resourceId')?.values[0]?.value).toBe(String(f.yardIds[0]));
    expect(field(ex1, 'tracker')?.status).toBe('READY');
    // "CAT" is Caterpillar: the 2019 product.
    expect(ex2?.status).toBe('READY');
    expect(field(ex2, 'productId')?.values[0]?.value).toBe(String(f.productIds[1]));
    // A serial the company has; a model the catalogue only nearly has (a suggestion, no product).
    expect(ex3?.status).toBe('NEEDS_ATTENTION');
    expect(field(ex3, 'serialNumber')?.issues[0]?.code).toBe('SERIAL_IN_COMPANY');
    expect(field(ex3, 'productId')?.status).toBe('NEEDS_ATTENTION');
    expect(ex3?.legacy_make_name).toBe('Cat');
    // The same serial as row 2 of the file; no home base; the plate normalised with its state.
    expect(field(ex4, 'serialNumber')?.issues[0]?.code).toBe('SERIAL_IN_FILE');
    expect(field(ex4, 'resourceId')?.issues[0]?.code).toBe('RESOURCE_EMPTY');
    expect(field(ex4, 'licensePlateNumber')?.values[0]?.value).toBe('AB123');
    expect(field(ex4, 'licensePlateIssuingState')?.values[0]?.value).toBe('MO');
    // Nothing of row 5 is right.
    const codes = ex5?.fields.flatMap((each) => each.issues.map((issue) => issue.code)).sort();
    expect(codes).toEqual([
      'PLATE_WITHOUT_STATE',
      'PRODUCT_NOT_MATCHED',
      'RESOURCE_NOT_FOUND',
      'TRACKER_NOT_FOUND',
      'VIN_IN_COMPANY',
    ]);
    expect(page.counts).toMatchObject({ all: 5, clean: 2, issues: 3, pending: 0 });
    expect(page.issue_counts).toEqual({ product: 2, resource: 2, other: 3 });
    expect((await rows(jobId, 2)).rows.map((row) => row.row_number)).toEqual([2, 3]);
    expect((await rows(jobId, 3)).rows.map((row) => row.row_number)).toEqual([4, 5, 6]);
  });

  it('sets one product and one designation for many rows; only the company’s own may be used', async () => {
    const jobId = await start();
    const page = await matched(jobId);
    const ids = page.rows.slice(3).map((row) => row.row_id);
    const patch = (payload: object, token = f.admin) =>
      t.call(token, { method: 'PATCH', url: `/api/asset-imports/${jobId}/rows`, payload });
    const foreign = await patch({
      row_ids: ids,
      field_updates: [{ field_name: 'productId', new_api_value: String(f.productIds[4]) }],
    });
    expect(foreign.statusCode).toBe(400);
    const region = await patch({
      row_ids: ids,
      field_updates: [{ field_name: 'resourceId', new_api_value: String(f.regionId) }],
    });
    expect(region.statusCode).toBe(400);
    expect(region.json().error.message).toBe('A location reporting designation must be selected.');
    expect(
      (
        await patch(
          {
            row_ids: ids,
            field_updates: [{ field_name: 'resourceId', new_api_value: String(f.yardIds[1]) }],
          },
          f.readOnly,
        )
      ).statusCode,
    ).toBe(403);
    const updated = await patch({
      row_ids: ids,
      field_updates: [
        {
          field_name: 'productId',
          new_api_value: String(f.productIds[2]),
          new_display_value: 'anything',
        },
        { field_name: 'resourceId', new_api_value: String(f.yardIds[1]) },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [ex4] = updated.json<ImportRow[]>();
    expect(field(ex4, 'productId')?.values[0]?.display_value).toBe('2022 Bobcat E35');
    expect(field(ex4, 'resourceId')?.values[0]?.display_value).toBe('Midwest|South Yard');
    // Still its repeated serial: the row needs attention until deleted.
    expect(ex4?.status).toBe('NEEDS_ATTENTION');
    expect((await rows(jobId)).issue_counts).toEqual({ product: 1, resource: 0, other: 3 });
  });

  it('never lets a late match overwrite a person’s choice of product', async () => {
    const jobId = await start();
    const page = await matched(jobId);
    const ex5 = page.rows.find((row) => field(row, 'productId')?.status === 'NEEDS_ATTENTION');
    const [stale] = await t.deps.db
      .select()
      .from(importRows)
      .where(eq(importRows.rowId, ex5?.row_id ?? 0));
    const chosen = await t.call(f.admin, {
      method: 'PATCH',
      url: `/api/asset-imports/${jobId}/rows`,
      payload: {
        row_ids: [ex5?.row_id],
        field_updates: [{ field_name: 'productId', new_api_value: String(f.productIds[2]) }],
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // A match that read the row before the choice answers now, with its old version.
    const written = await writeMatchedRows(t.deps.db, [
      {
        rowId: stale?.rowId ?? 0,
        version: stale?.version ?? 0,
        status: 'NEEDS_ATTENTION',
        fields: stale?.fields ?? {},
      },
    ]);
    expect(written).toEqual([]);
    const after = (await rows(jobId)).rows.find((row) => row.row_id === ex5?.row_id);
    expect(field(after, 'productId')).toMatchObject({ status: 'READY' });
    expect(field(after, 'productId')?.values[0]?.display_value).toBe('2022 Bobcat E35');
  });

  it('deletes rows, and deleting the last ends the import; an ended import takes no changes', async () => {
    const jobId = await start();
    const page = await matched(jobId);
    const ids = page.rows.map((row) => row.row_id);
    const first = await post(f.admin, `/api/asset-imports/${jobId}/rows/delete`, {
      row_ids: ids.slice(0, 2),
    });
    expect(first.json()).toMatchObject({ deleted: 2, job: { status: 'AVAILABLE' } });
    const rest = await post(f.admin, `/api/asset-imports/${jobId}/rows/delete`, {
      row_ids: ids.slice(2),
    });
    expect(rest.json()).toMatchObject({ deleted: 3, job: { status: 'ARCHIVED' } });
    const late = await post(f.admin, `/api/asset-imports/${jobId}/rows/delete`, {
      row_ids: ids.slice(0, 1),
    });
    expect(late.statusCode).toBe(409);
  });

  it('ends an import (End import) and shows another company nothing of it', async () => {
    const jobId = await start();
    expect(
      (await t.call(f.other, { method: 'GET', url: `/api/asset-imports/${jobId}/rows` }))
        .statusCode,
    ).toBe(404);
    expect((await post(f.other, `/api/asset-imports/${jobId}/archive`, {})).statusCode).toBe(404);
    const listed = await t.call(f.other, { method: 'GET', url: '/api/asset-imports' });
    expect(listed.json()).toEqual([]);
    const ended = await post(f.admin, `/api/asset-imports/${jobId}/archive`, {});
    expect(ended.json().status).toBe('ARCHIVED');
  });

  it('remembers the company’s last mapping for the next file', async () => {
    const csv = 'Asset ID,Builder,Type\nA-1,Bobcat,E35';
    const first = await uploadSheet(t, f.admin, 'odd.csv', csv);
    const created = await post(f.admin, '/api/asset-imports', {
      upload_id: first,
      mapping: { name: 'Asset ID', make: 'Builder', model: 'Type' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = await uploadSheet(t, f.admin, 'odd-again.csv', csv);
    const preview = await post(f.admin, '/api/asset-imports/preview', { upload_id: second });
    expect(preview.json()).toMatchObject({
      uses_last_mapping: true,
      mapping: { name: 'Asset ID', make: 'Builder', model: 'Type' },
    });
  });

  it('reads an XLSX workbook’s first sheet; a formula gives its result, never the formula', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Assets');
    sheet.addRow(['Name', 'Make', 'Model', 'Year']);
    sheet.addRow(['EX-X', 'Caterpillar', '320', 2021]);
    sheet.addRow([{ formula: 'CONCATENATE("EX-","Y")', result: 'EX-Y' }, 'Bobcat', 'E35', 2022]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploadId = await uploadSheet(t, f.admin, 'fleet.xlsx', bytes);
    const preview = await post(f.admin, '/api/asset-imports/preview', { upload_id: uploadId });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().sample_rows).toEqual([
      ['EX-X', 'Caterpillar', '320', '2021'],
      ['EX-Y', 'Bobcat', 'E35', '2022'],
    ]);
  });

  it('imports clean rows: a dry run tells exactly what the import then does', async () => {
    const jobId = await start();
    await matched(jobId);
    const dry = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
      dry_run: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report.dry_run).toBe(true);
    expect(report.created.map((row: { name: string }) => row.name)).toEqual(['EX-1', 'EX-2']);
    expect(report.created.every((row: { asset_id: unknown }) => row.asset_id === null)).toBe(true);
    // Nothing was made by the dry run.
    expect((await rows(jobId)).counts).toMatchObject({ clean: 2, completed: 0 });
    expect((await rows(jobId)).job.status).toBe('AVAILABLE');

    const done = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json();
    expect(result.created.map((row: { name: string }) => row.name)).toEqual(['EX-1', 'EX-2']);
    // Rows with issues remain: the job is open for them.
    expect(result.job).toMatchObject({ status: 'AVAILABLE', created_asset_count: 2 });
    const after = await rows(jobId);
    expect(after.counts).toMatchObject({ all: 3, clean: 0, completed: 2 });
    const assetId = result.created[0].asset_id as number;
    const asset = await t.call(f.admin, { method: 'GET', url: `/api/assets/${assetId}` });
    expect(asset.statusCode, asset.body).toBe(200);
    expect(asset.json()).toMatchObject({ custom_name: 'EX-1', serial_number: 'SN-1', year: 2021 });
    // Pressing again finds no clean row: nothing is made twice.
    const again = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
    });
    expect(again.json().created).toEqual([]);
    // Another import of the same file now flags both serials as the company's.
    const second = await matched(await start());
    const serialIssue = (number: number) =>
      field(
        second.rows.find((row) => row.row_number === number),
        'serialNumber',
      )?.issues[0]?.code;
    expect([serialIssue(2), serialIssue(3)]).toEqual(['SERIAL_IN_COMPANY', 'SERIAL_IN_COMPANY']);
  });

  it('undoes an import while its assets are unused, and refuses once one is used', async () => {
    const csv = `${HEADER}\nUN-1,Bobcat,E35,2022,SN-U1,,,,North Yard,\nUN-2,Bobcat,S650,2020,SN-U2,,,,South Yard,`;
    const jobId = await start(csv, 'undo.csv');
    await matched(jobId);
    const done = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
    });
    expect(done.json().job).toMatchObject({ status: 'COMPLETED', created_asset_count: 2 });
    const [first] = done.json().created as { asset_id: number }[];
    expect((await post(f.readOnly, `/api/asset-imports/${jobId}/undo`, {})).statusCode).toBe(403);
    expect((await post(f.other, `/api/asset-imports/${jobId}/undo`, {})).statusCode).toBe(404);
    const undone = await post(f.admin, `/api/asset-imports/${jobId}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'ARCHIVED', created_asset_count: 0 });
    expect(undone.json().undone_at).not.toBeNull();
    expect(
      (await t.call(f.admin, { method: 'GET', url: `/api/assets/${first?.asset_id}` })).statusCode,
    ).toBe(404);
    expect((await post(f.admin, `/api/asset-imports/${jobId}/undo`, {})).statusCode).toBe(409);

    // The same file again: now one asset gets a service request before the undo.
    const again = await start(csv, 'undo-again.csv');
    await matched(again);
    const made = await post(f.admin, `/api/asset-imports/${again}/create-assets`, {
      create_all_ready_rows: true,
    });
    const used = (made.json().created as { asset_id: number }[])[0]?.asset_id;
    const request = await t.call(f.admin, {
      method: 'POST',
      url: `/api/tracker-requests`,
      payload: {
        asset_id: used,
        wants: 'tracker',
        contact_name: 'Ann Lee',
        contact_email: 'ann@build.test',
      },
    });
    expect(request.statusCode, request.body).toBe(201);
    const refused = await post(f.admin, `/api/asset-imports/${again}/undo`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('“UN-1” has been used since the import');
  });

  it('knows every table that points at an asset, so an undo never trips over one', async () => {
    const result = await t.deps.db.execute(sql`
      select distinct c.conrelid::regclass::text as name from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'assets'::regclass`);
    const pointing = (result as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    // import_rows: the import's own rows, whose created_asset_id the undo clears.
    const known = new Set<string>([...HISTORY_TABLES, ...UNDONE_WITH_THE_ASSET, 'import_rows']);
    expect(pointing.filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers the spec’s GraphQL names over the same rules', async () => {
    const gql = async (query: string) => {
      const response = await t.call(f.admin, {
        method: 'POST',
        url: '/api/fleet/graphql',
        payload: { query },
      });
      return response.json<{
        data?: Record<string, unknown>;
        errors?: Array<{ message: string }>;
      }>();
    };
    const uploadId = await uploadSheet(t, f.admin, 'graphql.csv', CSV);
    const started = await gql(
      `mutation { initiateAssetBulkImport(input: { uploadId: ${uploadId}, mapping: { name: "Unit", make: "Make", model: "Model", year: "Year", resourceId: "Home base" } }) }`,
    );
    const jobId = (started.data?.initiateAssetBulkImport as { jobId: string }).jobId;
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    await matched(jobId);
    const page = await gql(`{ getAssetImportJobRows(jobId: "${jobId}", tab: 2) }`);
    const rowsAnswer = page.data?.getAssetImportJobRows as {
      rows: Array<{ rowNumber: number; fields: Array<{ name: string }> }>;
      counts: { clean: number };
    };
    expect(rowsAnswer.rows[0]?.rowNumber).toBe(2);
    expect(rowsAnswer.counts.clean).toBeGreaterThan(0);
    const dry = await gql(
      `mutation { createAssetsFromRows(input: { jobId: "${jobId}", createAllReadyRows: true, dryRun: true }) }`,
    );
    expect((dry.data?.createAssetsFromRows as { dryRun: boolean }).dryRun).toBe(true);
    const bad = await gql(`mutation { archiveImportJob(jobId: "not-a-job") }`);
    expect(bad.errors?.[0]?.message).toBe('An import job id is a UUID.');
    const ended = await gql(`mutation { archiveImportJob(jobId: "${jobId}") }`);
    expect((ended.data?.archiveImportJob as { status: string }).status).toBe('ARCHIVED');
  });

  it('refuses changes while an import creates assets, and reopens one cut short', async () => {
    const jobId = await start();
    await matched(jobId);
    const setJob = (updatedAt: Date) =>
      t.deps.db
        .update(importJobs)
        .set({ status: 'IMPORT_IN_PROGRESS', updatedAt })
        .where(eq(importJobs.jobId, jobId));
    await setJob(new Date());
    const busy = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(
      'This import is creating its assets; wait until it finishes.',
    );
    // Untouched for three minutes: the import was cut short, and pressing again goes on.
    await setJob(new Date(Date.now() - 3 * 60 * 1000));
    const resumed = await post(f.admin, `/api/asset-imports/${jobId}/create-assets`, {
      create_all_ready_rows: true,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().job.status).toBe('AVAILABLE');
  });
});
