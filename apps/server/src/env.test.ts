import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('settings', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({ PUBLIC_URL: 'https://awc.example/' }).PUBLIC_URL).toBe('https://awc.example');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_ON_START: 'maybe' }, 'SEED_ON_START'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'awc-uploads', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'awc-uploads', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_PREFIX: 'no-slash' }, 'S3_PREFIX'],
    [{ S3_PREFIX: '../up/' }, 'S3_PREFIX'],
  ])('refuses %o with a message naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
  });

  it('picks the storage driver: a named bucket, else the database with DATABASE_URL, else the disk (decision 415)', () => {
    expect(loadEnv({}).storageDriver).toBe('disk');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/awc' }).storageDriver).toBe('database');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/awc', S3_BUCKET: 'awc-uploads' }).storageDriver).toBe('s3');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/awc', STORAGE_DRIVER: 'disk' }).storageDriver).toBe('disk');
    expect(loadEnv({ STORAGE_DRIVER: 'database' }).storageDriver).toBe('database');
    // Path-style addressing by default only off AWS.
    expect(loadEnv({ S3_BUCKET: 'awc-uploads' }).s3ForcePathStyle).toBe(false);
    expect(loadEnv({ S3_BUCKET: 'awc-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3ForcePathStyle).toBe(true);
    expect(loadEnv({ S3_BUCKET: 'awc-uploads', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3ForcePathStyle).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('accepts a production configuration', () => {
    const env = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://awc.example' });
    expect(env.isProduction).toBe(true);
  });
});

describe('.env.example and .env', () => {
  it('.env.example lists every setting env.ts reads, and nothing else', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { EnvObject } = await import('./env.ts');
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(listed)].sort()).toEqual(Object.keys(EnvObject.shape).sort());
  });

  it('a .env file is read when present; the environment wins over it', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { loadDotEnvFile } = await import('./env.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-dotenv-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'AWC_DOTENV_PROBE=from-file\nAWC_DOTENV_KEPT=from-file\n');
    process.env.AWC_DOTENV_KEPT = 'from-environment';
    try {
      expect(loadDotEnvFile(path.join(dir, 'missing.env'))).toBe(false);
      expect(loadDotEnvFile(file)).toBe(true);
      expect(process.env.AWC_DOTENV_PROBE).toBe('from-file');
      expect(process.env.AWC_DOTENV_KEPT).toBe('from-environment');
    } finally {
      delete process.env.AWC_DOTENV_PROBE;
      delete process.env.AWC_DOTENV_KEPT;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
