import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { seedImportFixture, uploadSheet } from './import-fixture';

/** A workbook's content types, so the upload's own check sees an .xlsx. */
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

/**
 * Files an import must refuse with a sentence, creating nothing (issue 11 "Bad input"; the
 * limits are docs/IMPORT.md's).
 */
describe.skipIf(isPostgresUnavailable())('bulk import: bad files', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await seedImportFixture(t)).admin;
  });
  afterAll(async () => t?.close());

  const jobsCount = async () =>
    (await t.call(admin, { method: 'GET', url: '/api/asset-imports' })).json().length as number;

  /** Uploads and previews; answers the refusal's status and sentence. */
  const refusal = async (name: string, bytes: Buffer | string, mapping?: object) => {
    const uploadId = await uploadSheet(t, admin, name, bytes);
    const before = await jobsCount();
    const url = mapping ? '/api/asset-imports' : '/api/asset-imports/preview';
    const response = await t.call(admin, {
      method: 'POST',
      url,
      payload: mapping ? { upload_id: uploadId, mapping } : { upload_id: uploadId },
    });
    expect(await jobsCount()).toBe(before);
    return { status: response.statusCode, message: response.json().error?.message as string };
  };

  it('refuses a ragged row, naming it', async () => {
    const csv = 'Name,Make\nA,Bobcat\nB,Bobcat,E35,extra\n';
    expect(await refusal('ragged.csv', csv)).toEqual({
      status: 400,
      message:
        'Row 3 has 4 cells but the header names 2 columns; a separator or a quote may be out of place.',
    });
  });

  it('refuses a quote left open (one runaway cell)', async () => {
    const csv = `Name,Notes\nA,"never closed\n${'B,word\n'.repeat(200)}`;
    const { status, message } = await refusal('quote.csv', csv);
    expect(status).toBe(400);
    expect(message).toContain('a quote may be left open');
  });

  it('refuses a header with no rows, and a file with nothing', async () => {
    expect(await refusal('empty.csv', 'Name,Make\n')).toEqual({
      status: 400,
      message: 'The file has a header row but no assets below it.',
    });
  });

  it('refuses more than 100,000 rows', async () => {
    const csv = `Name\n${'A\n'.repeat(100_001)}`;
    expect(await refusal('big.csv', csv)).toEqual({
      status: 400,
      message:
        'The file has more than 100,000 assets; split it into files of at most that many rows.',
    });
  });

  it('refuses a header named twice, and a column mapped to two fields', async () => {
    expect((await refusal('twice.csv', 'Name,name\nA,B')).message).toBe(
      'The column “name” appears twice in the header row; give each column its own name.',
    );
    expect(await refusal('map.csv', 'Name,Make\nA,Bobcat', { name: 'Name', make: 'Name' })).toEqual(
      {
        status: 400,
        message: 'The column “Name” is mapped to two fields; map each column to one field.',
      },
    );
    expect((await refusal('map.csv', 'Name,Make\nA,Bobcat', { make: 'Make' })).message).toBe(
      'Map a column to Asset Name: every asset needs a name.',
    );
    expect((await refusal('map.csv', 'Name,Make\nA,Bobcat', { name: 'Unit' })).message).toBe(
      'The file has no column “Unit”.',
    );
  });

  it('refuses an XLSX that unpacks to more than 200 MB (a zip bomb), unread', async () => {
    // A real workbook's first entry, then 210 MB of zeros that pack to a few hundred KB.
    const bomb = Buffer.from(
      zipSync(
        {
          '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES),
          'xl/worksheets/sheet1.xml': new Uint8Array(210 * 1024 * 1024),
        },
        { level: 9 },
      ),
    );
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { status, message } = await refusal('bomb.xlsx', bomb);
    expect(status).toBe(400);
    expect(message).toContain('unpacks to more than 200 MB');
  }, 60_000);

  it('refuses a zip that is no workbook, and bytes that are not what the name says', async () => {
    const notWorkbook = Buffer.from(
      zipSync({ 'word/document.xml': new TextEncoder().encode('<w/>') }),
    );
    const asked = await t.call(admin, {
      method: 'GET',
      url: '/api/uploads?file=a.xlsx&purpose=asset-import',
    });
    const put = await t.call(admin, {
      method: 'PUT',
      url: asked.json().uploads[0].url,
      payload: notWorkbook,
      headers: { 'content-type': 'application/octet-stream' },
    });
    // Either the upload's own check or the import's refuses it; nothing is read as a sheet.
    if (put.statusCode === 200) {
      const preview = await t.call(admin, {
        method: 'POST',
        url: '/api/asset-imports/preview',
        payload: { upload_id: put.json().upload_id },
      });
      expect(preview.statusCode).toBe(400);
    } else {
      expect(put.statusCode).toBe(400);
    }
    const pdfAsCsv = await t.call(admin, {
      method: 'GET',
      url: '/api/uploads?file=a.pdf&purpose=asset-import',
    });
    expect(pdfAsCsv.statusCode).toBe(400);
    const latin1 = await t.call(admin, {
      method: 'GET',
      url: '/api/uploads?file=latin.csv&purpose=asset-import',
    });
    const latinPut = await t.call(admin, {
      method: 'PUT',
      url: latin1.json().uploads[0].url,
      payload: Buffer.from('Name\nBagger M\xfcller\n', 'latin1'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(latinPut.statusCode).toBe(400);
  });

  it('keeps a cell that looks like a formula as plain text', async () => {
    const uploadId = await uploadSheet(t, admin, 'formula.csv', 'Name,Notes\n=HYPERLINK("x"),+1+1');
    const preview = await t.call(admin, {
      method: 'POST',
      url: '/api/asset-imports/preview',
      payload: { upload_id: uploadId },
    });
    expect(preview.json().sample_rows).toEqual([['=HYPERLINK("x")', '+1+1']]);
  });
});
