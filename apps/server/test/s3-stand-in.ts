import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3StandIn = { endpoint: string; bucket: string; settings: Record<string, string>; close(): Promise<void> };

/**
 * A local S3-compatible server (s3rver, from npm) on a free loopback port, with one bucket: the s3
 * storage driver's tests talk to it through the real AWS SDK, as they would to a bucket anywhere.
 */
export const startS3 = async (bucket = 'awc-test-uploads'): Promise<S3StandIn> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts any key pair it is given (it checks the signature's form, not whose it is).
    settings: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
