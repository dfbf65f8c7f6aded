import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded files live (issue 10: service request files, work order files, photos). Keys
 * are ours (`c{companyId}/{random}`), never a user's file name. One interface, two stores: a
 * folder under DATA_DIR by default, or any S3-compatible store (FILES_S3_* settings).
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when the key holds nothing. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

export type FileStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** Keys are made by the server: letters, digits, '/', '-' only, so no key leaves the folder. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/-]{0,200}$/;
function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe file key ${key}`);
  return key;
}

function localFileStore(dir: string): FileStore {
  const pathOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    kind: 'local',
    async write(key, bytes) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file, a crash leaves none.
      const partial = `${target}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, target);
    },
    async read(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}

function s3FileStore(config: Extract<FileStoreConfig, { kind: 's3' }>): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async write(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 'local' ? localFileStore(config.dir) : s3FileStore(config);
}
