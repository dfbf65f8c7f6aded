import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser, DEMO_PASSWORD } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { SAMPLE_FILES } from './sample-files';

/** The start of a HEIC file: enough for its type to be known, not for it to be decoded here. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64),
]);

describe.skipIf(isPostgresUnavailable())('asset photos (spec 1 §7, spec 2 §7)', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let assetId: number;
  let otherAssetId: number;
  let photoJpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
    assetId = (await makeAsset(t.deps.db, company.companyId)).assetId;
    token = await t.login(admin.email);
    const other = await makeCompanyWithAdmin(t.deps.db);
    otherAssetId = (await makeAsset(t.deps.db, other.company.companyId)).assetId;
    otherToken = await t.login(other.admin.email);
    // A landscape photo as a camera makes it: 1200×800 JPEG.
    photoJpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => t?.close());

  async function uploadPhoto(name: string, bytes: Buffer, tk = token) {
    const asked = await t.call(tk, {
      method: 'GET',
      url: `/api/uploads?file=${encodeURIComponent(name)}&purpose=photo`,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [target] = asked.json().uploads;
    return t.call(tk, {
      method: 'PUT',
      url: target.url,
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
  }
  const addPhoto = (uploadId: number, asset = assetId, tk = token) =>
    t.call(tk, {
      method: 'POST',
      url: '/api/photos-v2',
      payload: { upload_id: uploadId, asset_id: asset },
    });
  const gallery = async (tk = token, asset = assetId) =>
    (await t.call(tk, { method: 'GET', url: `/api/assets/${asset}/photos` })).json();

  it('makes a thumbnail, a small and a large size, and the first photo is the main one', async () => {
    const uploaded = await uploadPhoto('loader.jpg', photoJpeg);
    expect(uploaded.statusCode).toBe(200);
    const created = await addPhoto(uploaded.json().upload_id);
    expect(created.statusCode).toBe(201);
    const photo = created.json();
    expect(photo).toMatchObject({
      is_primary: true,
      width: 1200,
      height: 800,
      filename: 'loader.jpg',
    });
    for (const [size, width, height] of [
      ['thumbnail', 160, 160],
      ['small', 480, 320],
      ['large', 1200, 800],
    ] as const) {
      const answer = await t.call(token, { method: 'GET', url: photo[size] });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.width, meta.height], size).toEqual([width, height]);
    }
    const original = await t.call(token, { method: 'GET', url: photo.original });
    expect(original.rawPayload.equals(photoJpeg)).toBe(true);
  });

  it('lists the gallery main photo first; another can become main; removing keeps one main', async () => {
    const second = await addPhoto(
      (await uploadPhoto('side.png', SAMPLE_FILES.png)).json().upload_id,
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().is_primary).toBe(false);
    const before = await gallery();
    expect(before.map((p: { filename: string }) => p.filename)).toEqual(['loader.jpg', 'side.png']);
    const promoted = await t.call(token, {
      method: 'PATCH',
      url: `/api/assets/${assetId}/photos/${second.json().photo_id}`,
      payload: { is_primary: true },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()[0]).toMatchObject({ filename: 'side.png', is_primary: true });
    const removed = await t.call(token, {
      method: 'DELETE',
      url: `/api/assets/${assetId}/photos/${second.json().photo_id}`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await gallery();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ filename: 'loader.jpg', is_primary: true });
    expect((await t.call(token, { method: 'GET', url: second.json().thumbnail })).statusCode).toBe(
      404,
    );
  });

  it('keeps a HEIC photo as sent, without sizes', async () => {
    const uploaded = await uploadPhoto('iphone.heic', HEIC);
    expect(uploaded.statusCode).toBe(200);
    const created = await addPhoto(uploaded.json().upload_id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ thumbnail: null, small: null, large: null });
  });

  it('refuses what is not a photo, naming why', async () => {
    const svg = await t.call(token, {
      method: 'GET',
      url: '/api/uploads?file=logo.svg&purpose=photo',
    });
    expect(svg.statusCode).toBe(400);
    const pdfAsPhoto = await t.call(token, {
      method: 'GET',
      url: '/api/uploads?file=a.pdf&purpose=photo',
    });
    expect(pdfAsPhoto.statusCode).toBe(400);
    const disguised = await uploadPhoto('fake.jpg', SAMPLE_FILES.png);
    expect(disguised.statusCode).toBe(400);
    // A document uploaded for a service request is not a photo.
    const [doc] = (
      await t.call(token, { method: 'GET', url: '/api/uploads?file=report.pdf' })
    ).json().uploads;
    const put = await t.call(token, {
      method: 'PUT',
      url: doc.url,
      payload: SAMPLE_FILES.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    const notPhoto = await addPhoto(put.json().upload_id);
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().error.message).toMatch(/A photo must be one of/);
    const uploaded = await uploadPhoto('twice.png', SAMPLE_FILES.png);
    expect((await addPhoto(uploaded.json().upload_id)).statusCode).toBe(201);
    expect((await addPhoto(uploaded.json().upload_id)).statusCode).toBe(409);
  });

  it("never shows or changes another company's photos", async () => {
    const mine = (await gallery())[0];
    expect((await t.call(otherToken, { method: 'GET', url: mine.small })).statusCode).toBe(404);
    expect(
      (await t.call(otherToken, { method: 'GET', url: `/api/assets/${assetId}/photos` }))
        .statusCode,
    ).toBe(404);
    const theirs = await uploadPhoto('theirs.png', SAMPLE_FILES.png, otherToken);
    // My upload id on their asset, their upload on my asset: neither.
    expect((await addPhoto(theirs.json().upload_id, assetId)).statusCode).toBe(404);
    expect((await addPhoto(theirs.json().upload_id, assetId, otherToken)).statusCode).toBe(404);
    expect(
      (
        await t.call(otherToken, {
          method: 'DELETE',
          url: `/api/assets/${assetId}/photos/${mine.photo_id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(await gallery(otherToken, otherAssetId)).toEqual([]);
  });

  it('lets a read-only user look, not add', async () => {
    const session = await t.session(token);
    const reader = await makeUser(t.deps.db, session.companyId, { readOnly: true });
    const readerToken = await t.login(reader.email, DEMO_PASSWORD);
    expect((await gallery(readerToken)).length).toBeGreaterThan(0);
    const refused = await t.call(readerToken, {
      method: 'POST',
      url: '/api/photos-v2',
      payload: { upload_id: 1, asset_id: assetId },
    });
    expect(refused.statusCode).toBe(403);
  });
});
