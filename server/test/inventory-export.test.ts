import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_EXPORT_FILE_NAME, INVENTORY_EXPORT_HEADER, csvLine } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeUser, DEMO_PASSWORD } from '../src/demo/factories';
import { inventoryExport } from '../src/modules/inventory/inventory-export.service';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { seedInventoryFixture } from './inventory-fixture';

const HEADER = csvLine(INVENTORY_EXPORT_HEADER);

/** The file's lines without the header; names are the first cell. */
const namesOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]);

describe.skipIf(isPostgresUnavailable())('REST: inventory export (spec 1 §2 "Export")', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let ids: Record<string, number> = {};

  const exportCsv = (tk: string, body: unknown, headers: Record<string, string> = {}) =>
    t.call(tk, {
      method: 'POST',
      url: '/api/fleet/inventory/export',
      payload: body as object,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, otherToken, ids } = await seedInventoryFixture(t));
  });
  afterAll(async () => t?.close());

  it("writes every asset of the search in name order with the spec's columns", async () => {
    const response = await exportCsv(token, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${INVENTORY_EXPORT_FILE_NAME}"`,
    );
    expect(response.body.startsWith(HEADER)).toBe(true);
    expect(namesOf(response.body)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Same',
      'Same',
      'Same',
    ]);
    // Alpha: own, Caterpillar D6, no jobsite, never reported, Ready to Rent, no rental.
    expect(response.body.split('\r\n')[1]).toBe(
      'Alpha,Own Co,Caterpillar,D6,,Unknown Address,Ready to Rent,',
    );
    // Bravo is on the provider's rental at the jobsite; its period starts on the company's day.
    const bravo = response.body.split('\r\n')[2] ?? '';
    expect(bravo).toMatch(
      /^Bravo,Fleet Rentals,,Scissor 19,North Jobsite,Unknown Address,On-rent,"\w{3} \d{2}, \d{4} –"$/,
    );
  });

  it('applies the search and filters as the list does', async () => {
    const byBranch = await exportCsv(token, {
      filters: [{ identifier: 'BRANCHES', values: [String(ids.b1)] }],
    });
    expect(namesOf(byBranch.body)).toEqual(['Alpha', 'Delta', 'Same', 'Same', 'Same']);
    const byMake = await exportCsv(token, { queryField: 'make', queryValue: ' cater ' });
    expect(namesOf(byMake.body)).toEqual(['Alpha']);
    const none = await exportCsv(token, { queryValue: 'nothing like this' });
    expect(none.body).toBe(HEADER);
  });

  it('pages through equal names without losing or repeating a row', async () => {
    const whole = await exportCsv(token, {});
    for (const pageRows of [1, 2, 3, 7]) {
      const chunks: string[] = [];
      for await (const chunk of await inventoryExport(
        t.deps.db,
        (await t.session(token)).companyId,
        {},
        pageRows,
      )) {
        chunks.push(String(chunk));
      }
      expect(chunks.join('')).toBe(whole.body);
    }
  });

  it('compresses the file for a client that accepts gzip', async () => {
    const plain = await exportCsv(token, {});
    const zipped = await exportCsv(token, {}, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('writes names a spreadsheet would run as formulas as text', async () => {
    const session = await t.session(token);
    await makeAsset(t.deps.db, session.companyId, { customName: '=HYPERLINK("http://x","y")' });
    const response = await exportCsv(token, { queryValue: 'HYPERLINK' });
    expect(response.body.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x"",""y""\)",/);
  });

  it('lets a read-only user export', async () => {
    const session = await t.session(token);
    const reader = await makeUser(t.deps.db, session.companyId, { readOnly: true });
    const readerToken = await t.login(reader.email, DEMO_PASSWORD);
    const response = await exportCsv(readerToken, { queryValue: 'Alpha' });
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.body)).toEqual(['Alpha']);
  });

  it('refuses a bad search with a sentence before writing anything', async () => {
    const badId = await exportCsv(token, {
      filters: [{ identifier: 'BRANCHES', values: ['1 or 1=1'] }],
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toMatch(/BRANCHES takes ids/);
    const badField = await exportCsv(token, { queryField: 'serial' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().error.message).toMatch(/queryField/);
    const noAuth = await t.app.inject({
      method: 'POST',
      url: '/api/fleet/inventory/export',
      payload: {},
    });
    expect(noAuth.statusCode).toBe(401);
  });

  it("never writes another company's assets", async () => {
    const theirs = await exportCsv(otherToken, {});
    expect(namesOf(theirs.body)).toEqual(['Alpha Other']);
    const crossed = await exportCsv(otherToken, {
      filters: [{ identifier: 'BRANCHES', values: [String(ids.b1)] }],
    });
    expect(crossed.body).toBe(HEADER);
  });
});
