import { VIDEO_EMBED_ORIGINS } from '@awc/domain';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const csv = z.string().transform((v) =>
  v
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean),
);

const DEV_SECRET = 'development-only-secret-change-me-0123456789abcdef';

/**
 * Every setting the server reads, checked once at start-up. A bad value stops the process with a
 * message naming the variable (see `formatEnvError`), instead of failing later mid-request.
 */
export const EnvObject = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database, uploads and the lock file live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The address users reach; used in emails, redirects, canonical URLs and trusted origins. */
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://example.com' }).optional(),
  /** Extra origins allowed to make state-changing requests (e.g. the Vite dev server). */
  TRUSTED_ORIGINS: csv.default([]),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxy addresses whose X-Forwarded-For is believed. Empty: the socket address is the client. */
  TRUSTED_PROXIES: csv.default([]),
  /** Image and frame hosts the CSP allows: Google profile pictures and video embeds. */
  CSP_IMG_HOSTS: csv.default(['https://lh3.googleusercontent.com']),
  CSP_FRAME_HOSTS: csv.default([...VIDEO_EMBED_ORIGINS]),
  /** Path of the built web app; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Seed an empty database at start: the articles of content/blog and, outside production only,
   * the demo accounts and demo content (decision 300). Production never creates demo accounts.
   */
  SEED_ON_START: bool.default(true),
  /**
   * The first administrator of a real install: at a start with no administrator, this address
   * gets an admin account without a password and a set-password link (emailed, or printed once
   * without SMTP_URL). `npm run admin:create -- --email …` does the same on demand.
   */
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /** smtp://user:pass@host:port sends email for real; unset keeps emails in the development outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Attorney Wealth Collective <no-reply@attorneywealth.test>'),
  /** Google sign-in is offered only when both are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The one administrator who may grant and revoke admin rights. */
  SUPER_ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /**
   * How long (ms) a process may reuse a session, admin role, subscription or notification list it
   * read; any change of them is announced to every process at once (decision 289). 0: no cache.
   */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Per-IP limits on sign-in, sign-up and reset. Default: on in production, off otherwise. */
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).optional(),
  /**
   * Where uploaded files (avatars, blog covers) keep their bytes: disk (DATA_DIR/uploads), database
   * (a table beside the rest, on PGlite or PostgreSQL) or s3 (any S3-compatible object storage).
   * Default: s3 when S3_BUCKET is set, database when DATABASE_URL is set, else disk (decision 415).
   */
  STORAGE_DRIVER: z.enum(['disk', 'database', 's3']).optional(),
  /** The bucket of the s3 driver; setting it selects the driver unless STORAGE_DRIVER says otherwise. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service other than AWS (MinIO, Cloudflare R2, Backblaze B2, …). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://s3.example.com' }).optional(),
  /** Without both, the AWS SDK's own chain (environment, instance or task role) supplies credentials. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets as https://host/bucket/key. Default: on with S3_ENDPOINT, off for AWS. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Put every object under this prefix (e.g. "awc/"), so one bucket can hold other things too. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:(?!\.{1,2}\/)[\w.-]+\/)*$/, 'must be empty or end with / (e.g. awc/), using letters, digits, dots, hyphens and underscores')
    .default(''),
  /** Largest avatar upload in bytes. */
  MAX_AVATAR_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
  /** Run the job worker in this process (emails, reminders, webhooks). */
  JOBS_WORKER: bool.default(true),
  SERVE_WEB: bool.default(true),
  /** The 'add-newsletter' automation (spec §7): every new subscriber is posted here as {email}. */
  NEWSLETTER_WEBHOOK_URL: z.url({ message: 'must be an absolute URL such as https://hooks.zapier.com/…' }).optional(),
  /** Hosts the newsletter webhook may point at; anything else is refused at start and at send time. */
  NEWSLETTER_WEBHOOK_HOSTS: csv.default(['hooks.zapier.com', 'hook.us1.make.com', 'hook.eu1.make.com', 'hook.eu2.make.com']),
  /** Newsletter issues go out at most this many emails a minute (spread over the job queue). */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Membership prices in US dollars, shown on /membership and charged by the demo checkout. */
  PLAN_PRICE_MONTHLY_USD: z.coerce.number().positive().max(100_000).default(39),
  PLAN_PRICE_ANNUAL_USD: z.coerce.number().positive().max(1_000_000).default(390),
  /** A firm's seat, per year (issue 26): what the firm checkout shows and the demo charges nothing for. */
  FIRM_SEAT_PRICE_ANNUAL_USD: z.coerce.number().positive().max(1_000_000).default(390),
  /**
   * Who takes payment: stripe, demo (a labeled checkout that charges nothing) or none (checkout
   * says membership is not on sale). Default: stripe when STRIPE_SECRET_KEY is set, otherwise
   * demo outside production and none in production (decision 302).
   */
  BILLING_PROVIDER: z.enum(['stripe', 'demo', 'none']).optional(),
  /** Stripe billing is on when the secret key is set (then the webhook secret and both price ids are required). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  /** The yearly per-seat price of firm subscriptions; without it, Stripe sells no firm seats. */
  STRIPE_PRICE_FIRM_SEAT: z.string().min(1).optional(),
  /** Another Stripe API address (a local stand-in such as stripe-mock); default api.stripe.com. */
  STRIPE_API_URL: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:12111' }).optional(),
});

export const EnvSchema = EnvObject.transform((env) => {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SECRET,
    isProduction: env.NODE_ENV === 'production',
    billingProvider: env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : env.NODE_ENV === 'production' ? 'none' : 'demo'),
    authRateLimit: env.AUTH_RATE_LIMIT ? env.AUTH_RATE_LIMIT === 'on' : env.NODE_ENV === 'production',
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    // A PostgreSQL install serves uploads from every process with nothing else to set up; a bucket,
    // once named, is what the operator meant to use (decision 415).
    storageDriver: env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : env.DATABASE_URL ? 'database' : 'disk'),
    s3ForcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    // Outside production the demo administrator is the super administrator unless one is set; in
    // production the first administrator of ADMIN_EMAIL is.
    SUPER_ADMIN_EMAIL: env.SUPER_ADMIN_EMAIL ?? (env.NODE_ENV === 'production' ? env.ADMIN_EMAIL : 'admin@attorneywealth.test'),
  };
}).superRefine((env, ctx) => {
  if (env.NEWSLETTER_WEBHOOK_URL) {
    const url = new URL(env.NEWSLETTER_WEBHOOK_URL);
    if (!env.NEWSLETTER_WEBHOOK_HOSTS.includes(url.hostname))
      ctx.addIssue({ code: 'custom', path: ['NEWSLETTER_WEBHOOK_URL'], message: `host ${url.hostname} is not in NEWSLETTER_WEBHOOK_HOSTS` });
    else if (env.isProduction && url.protocol !== 'https:')
      ctx.addIssue({ code: 'custom', path: ['NEWSLETTER_WEBHOOK_URL'], message: 'must use https in production' });
  }
  if (env.storageDriver === 's3' && !env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'must be set together with the other S3 key (or neither, to use the AWS credential chain)',
    });
  if (env.billingProvider === 'stripe' && !env.STRIPE_SECRET_KEY)
    ctx.addIssue({ code: 'custom', path: ['BILLING_PROVIDER'], message: 'is stripe but STRIPE_SECRET_KEY is not set' });
  if (env.STRIPE_SECRET_KEY) {
    for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
  }
  if (env.isProduction && env.SESSION_SECRET === DEV_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: 'is required in production (at least 32 random characters)',
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads `.env` from the working directory when there is one (Node's own parser); variables already
 * in the environment win, as with `node --env-file-if-exists`.
 */
export const loadDotEnvFile = (file = '.env'): boolean => {
  try {
    process.loadEnvFile(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new EnvError(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

export class EnvError extends Error {}

export const formatEnvError = (error: z.ZodError): string =>
  [
    'Invalid server settings:',
    ...error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`),
    'See .env.example for every setting.',
  ].join('\n');

/** Parses settings; throws EnvError whose message names each bad variable. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) throw new EnvError(formatEnvError(parsed.error));
  return parsed.data;
};
