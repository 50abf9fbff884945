import type * as S3 from '@aws-sdk/client-s3';
import { lazyRequire } from '../lib/lazy-require.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

// The SDK is large and only an S3 install needs it: loaded on first use, never bundled (decision 289).
const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');

export type S3StoreOptions = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Every key is stored under this prefix ("" or ending with "/"). */
  prefix: string;
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * The s3 driver: one object per key in a bucket of any S3-compatible service, through the AWS SDK.
 * The app still answers /files/<key> itself (the bucket can stay private, and every upload keeps
 * the headers that stop it running as a page of ours); every process reads the same bucket.
 */
export class S3Store implements BlobStore {
  readonly driver = 's3' as const;
  readonly location: string;
  private readonly client: S3.S3Client;

  constructor(private readonly options: S3StoreOptions) {
    const { S3Client } = sdk();
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // A stalled storage service must fail a request, not hold it (and a socket) forever: by
      // default the SDK only warns when the request timeout passes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    });
    this.location = `s3://${options.bucket}/${options.prefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  }

  private objectKey(key: string) {
    assertBlobKey(key);
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { PutObjectCommand } = sdk();
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    const { GetObjectCommand } = sdk();
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      if (!object.Body) return null;
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    const { HeadObjectCommand } = sdk();
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { DeleteObjectCommand } = sdk();
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    const { ListObjectsV2Command } = sdk();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.options.prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(this.options.prefix.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Fails with the service's own words when the bucket cannot be reached with these settings. */
  async check(): Promise<void> {
    const { HeadBucketCommand } = sdk();
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
