import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver ships no types: a local S3-compatible server, started for these tests only.
// @ts-expect-error -- untyped package
import S3rver from 's3rver';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { createFileStore, type FileStoreConfig } from '../src/platform/files/file-store';
import { createTestApp, isPostgresUnavailable, testDatabaseKind, type TestApp } from './harness';
import { SAMPLE_FILES } from './sample-files';

interface S3Server {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/**
 * The S3 store through the AWS SDK's client against s3rver: the same calls a bucket on AWS, MinIO
 * or any S3-compatible service answers. Runs once (in the PGlite project).
 */
describe.skipIf(isPostgresUnavailable() || testDatabaseKind() === 'postgres')(
  'files in an S3-compatible store',
  () => {
    let server: S3Server;
    let directory: string;
    let config: FileStoreConfig;
    let t: TestApp | undefined;

    beforeAll(async () => {
      directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-s3-'));
      server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: [{ name: 'fleet-files' }],
      }) as S3Server;
      const { port } = await server.run();
      config = {
        kind: 's3',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'fleet-files',
        // s3rver's fixed credentials.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
    });
    afterAll(async () => {
      await t?.close();
      await server?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    });

    it('writes, reads and removes a file', async () => {
      const store = createFileStore(config);
      await store.write('c1-test', SAMPLE_FILES.pdf, 'application/pdf');
      expect((await store.read('c1-test'))?.equals(SAMPLE_FILES.pdf)).toBe(true);
      await store.remove('c1-test');
      expect(await store.read('c1-test')).toBeUndefined();
      await expect(store.write('../escape', SAMPLE_FILES.pdf, 'application/pdf')).rejects.toThrow();
    });

    it('takes an upload and serves it back when the app is set to S3', async () => {
      t = await createTestApp({ files: config });
      const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
      await makeAsset(t.deps.db, company.companyId);
      const token = await t.login(admin.email);
      const [target] = (
        await t.call(token, { method: 'GET', url: '/api/uploads?file=report.pdf' })
      ).json().uploads;
      const sent = await t.call(token, {
        method: 'PUT',
        url: target.url,
        payload: SAMPLE_FILES.pdf,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(sent.statusCode).toBe(200);
      const back = await t.call(token, { method: 'GET', url: sent.json().url });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      // The bytes are in the bucket, not on the local disk.
      expect(fs.readdirSync(directory)).toContain('fleet-files');
    });
  },
);
