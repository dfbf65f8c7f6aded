import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVICE_REQUEST_MESSAGES } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser, DEMO_PASSWORD } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { serviceRequests, uploads, workOrderFiles, workOrders } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { SAMPLE_FILES } from './sample-files';

describe.skipIf(isPostgresUnavailable())('uploads and service requests (spec 1 §5, §7, §8)', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let adminId: number;
  let assetId: number;
  let otherAssetId: number;
  let rentalId: number;

  beforeAll(async () => {
    t = await createTestApp({ uploadMaxBytes: 1024 });
    const db = t.deps.db;
    const { company, admin } = await makeCompanyWithAdmin(db);
    adminId = admin.userId;
    assetId = (await makeAsset(db, company.companyId, { customName: 'Loader 7' })).assetId;
    const rented = await makeAsset(db, company.companyId, { customName: 'Lift 3' });
    rentalId = (await makeRental(db, company.companyId, rented.assetId)).rentalId;
    token = await t.login(admin.email);
    const other = await makeCompanyWithAdmin(db);
    otherAssetId = (await makeAsset(db, other.company.companyId)).assetId;
    otherToken = await t.login(other.admin.email);
  });
  afterAll(async () => t?.close());

  const targets = (tk: string, query: string) =>
    t.call(tk, { method: 'GET', url: `/api/uploads?${query}` });
  const put = (tk: string, url: string, bytes: Buffer, type = 'application/octet-stream') =>
    t.call(tk, { method: 'PUT', url, payload: bytes, headers: { 'content-type': type } });

  /** GET a target for the name, PUT the bytes; the file record. */
  async function upload(name: string, bytes: Buffer, tk = token) {
    const asked = await targets(tk, `file=${encodeURIComponent(name)}`);
    expect(asked.statusCode).toBe(200);
    const [target] = asked.json().uploads;
    const sent = await put(tk, target.url, bytes);
    return { asked: target, sent };
  }

  const request = (tk: string, url: string, body: object) =>
    t.call(tk, { method: 'POST', url, payload: body });
  const validBody = (files: object[] = []) => ({
    requesting_user_id: adminId,
    description: 'Boom drifts down under load',
    site_point_of_contact: 'Sam at gate 2',
    location_and_access_instructions: 'North yard, bay 4',
    files,
  });

  it('names a target per file and keeps bytes that are what their name says', async () => {
    const asked = await targets(token, 'file=leak.pdf&file=photo.png&type=cdn');
    expect(asked.statusCode).toBe(200);
    const list = asked.json().uploads;
    expect(list.map((u: { original_filename: string }) => u.original_filename)).toEqual([
      'leak.pdf',
      'photo.png',
    ]);
    const pdf = await put(token, list[0].url, SAMPLE_FILES.pdf, 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({
      mime_type: 'application/pdf',
      size_bytes: SAMPLE_FILES.pdf.length,
      original_filename: 'leak.pdf',
    });
    // Read back by the company, as it was sent, as a download.
    const back = await t.call(token, { method: 'GET', url: pdf.json().url });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(back.headers['content-disposition']).toMatch(/^attachment;/);
    // Never by another company.
    expect((await t.call(otherToken, { method: 'GET', url: pdf.json().url })).statusCode).toBe(404);
    const text = await upload('notes.txt', SAMPLE_FILES.txt);
    expect(text.sent.statusCode).toBe(200);
  });

  it('refuses types the spec does not list, and bytes that are not what the name says', async () => {
    const svg = await targets(token, 'file=logo.svg');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.message).toMatch(/not a file type Fleet takes here/);
    const exe = await targets(token, 'file=run.exe');
    expect(exe.statusCode).toBe(400);
    const photoPdf = await targets(token, 'file=a.pdf&purpose=photo');
    expect(photoPdf.statusCode).toBe(400);
    // A PNG named .pdf, an SVG named .png, binary named .txt.
    for (const [name, bytes] of [
      ['fake.pdf', SAMPLE_FILES.png],
      ['fake.png', SAMPLE_FILES.svg],
      ['fake.txt', SAMPLE_FILES.png],
    ] as const) {
      const { sent } = await upload(name, bytes);
      expect(sent.statusCode, name).toBe(400);
      expect(sent.json().error.message).toMatch(/its contents are something else/);
    }
    const empty = await upload('empty.pdf', Buffer.alloc(0));
    expect(empty.sent.statusCode).toBe(400);
    // Over the limit (1 KB in this test app).
    const big = await upload('big.txt', Buffer.alloc(2048, 'a'));
    expect(big.sent.statusCode).toBe(413);
    expect(big.sent.json().error.message).toBeTruthy();
  });

  it("takes a target's bytes once, from the user who asked for it", async () => {
    const { asked, sent } = await upload('once.pdf', SAMPLE_FILES.pdf);
    expect(sent.statusCode).toBe(200);
    expect((await put(token, asked.url, SAMPLE_FILES.pdf)).statusCode).toBe(409);
    const mine = (await targets(token, 'file=mine.pdf')).json().uploads[0];
    expect((await put(otherToken, mine.url, SAMPLE_FILES.pdf)).statusCode).toBe(404);
    expect((await put(token, '/api/uploads/not-a-key', SAMPLE_FILES.pdf)).statusCode).toBe(400);
  });

  it('refuses read-only users a target', async () => {
    const session = await t.session(token);
    const reader = await makeUser(t.deps.db, session.companyId, { readOnly: true });
    const readerToken = await t.login(reader.email, DEMO_PASSWORD);
    const refused = await targets(readerToken, 'file=a.pdf');
    expect(refused.statusCode).toBe(403);
    const posted = await request(
      readerToken,
      `/api/assets/${assetId}/service-request`,
      validBody(),
    );
    expect(posted.statusCode).toBe(403);
  });

  it('checks the form with the spec messages, writing nothing', async () => {
    const url = `/api/assets/${assetId}/service-request`;
    const noRequester = await request(token, url, { description: 'x' });
    expect(noRequester.statusCode).toBe(400);
    expect(noRequester.json().error.message).toContain(SERVICE_REQUEST_MESSAGES.requesterRequired);
    const blank = await request(token, url, { requesting_user_id: adminId, description: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(SERVICE_REQUEST_MESSAGES.descriptionRequired);
    const notUploaded = (await targets(token, 'file=never.pdf')).json().uploads[0];
    const missing = await request(
      token,
      url,
      validBody([{ ...notUploaded, mime_type: 'application/pdf', size_bytes: 1, url: 'x' }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/was not uploaded/);
    const stranger = await request(token, url, { ...validBody(), requesting_user_id: 999_999 });
    expect(stranger.statusCode).toBe(400);
    const rows = await t.deps.db.select().from(serviceRequests);
    expect(rows).toEqual([]);
  });

  it('stores a request with its work order and files; the fourth open one is refused with 409', async () => {
    const { sent } = await upload('boom.png', SAMPLE_FILES.png);
    const file = { ...sent.json(), photo_type_id: 1 };
    const url = `/api/assets/${assetId}/service-request`;
    const first = await request(token, url, validBody([file]));
    expect(first.statusCode).toBe(201);
    const { service_request_id, work_order_id } = first.json();
    const [order] = await t.deps.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.workOrderId, work_order_id));
    expect(order).toMatchObject({
      assetId,
      workOrderStatusId: 1,
      workOrderTypeId: 1,
      serviceRequestId: service_request_id,
    });
    expect(order?.description).toContain('Boom drifts down under load');
    const files = await t.deps.db
      .select()
      .from(workOrderFiles)
      .where(eq(workOrderFiles.workOrderId, work_order_id));
    expect(files.map((f) => f.uploadId)).toEqual([file.upload_id]);
    // The same file cannot travel with a second request.
    const reused = await request(token, url, validBody([file]));
    expect(reused.statusCode).toBe(400);

    // Two more at once with a third: of three concurrent requests for the last two places,
    // exactly two are stored.
    const answers = await Promise.all([1, 2, 3].map(() => request(token, url, validBody())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toBe(SERVICE_REQUEST_MESSAGES.tooMany);
    const open = await t.deps.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.assetId, assetId));
    expect(open).toHaveLength(3);

    // Closing its work order closes the request: it no longer counts.
    const closed = await t.call(token, {
      method: 'PATCH',
      url: `/api/work-orders/${work_order_id}`,
      payload: { work_order_status_id: 3 },
    });
    expect(closed.statusCode).toBe(200);
    const [closedRequest] = await t.deps.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.serviceRequestId, service_request_id));
    expect(closedRequest?.closedAt).not.toBeNull();
    expect((await request(token, url, validBody())).statusCode).toBe(201);
  });

  it("requests service for a rental's asset, naming the rental", async () => {
    const answer = await request(token, `/api/rentals/${rentalId}/service-request`, validBody());
    expect(answer.statusCode).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.serviceRequestId, answer.json().service_request_id));
    expect(row?.rentalId).toBe(rentalId);
  });

  it("never touches another company's asset, rental or files", async () => {
    expect(
      (await request(token, `/api/assets/${otherAssetId}/service-request`, validBody())).statusCode,
    ).toBe(404);
    expect(
      (await request(otherToken, `/api/rentals/${rentalId}/service-request`, validBody()))
        .statusCode,
    ).toBe(404);
    const { sent } = await upload('mine.png', SAMPLE_FILES.png);
    const session = await t.session(otherToken);
    const theirs = await request(otherToken, `/api/assets/${otherAssetId}/service-request`, {
      requesting_user_id: session.userId,
      description: 'x',
      files: [sent.json()],
    });
    expect(theirs.statusCode).toBe(400);
    const leftover = await t.deps.db
      .select()
      .from(uploads)
      .where(eq(uploads.companyId, session.companyId));
    expect(leftover).toEqual([]);
  });
});
