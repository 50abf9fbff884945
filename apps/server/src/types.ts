import type { Auth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AuthCache } from './services/accounts/auth-cache.ts';
import type { NotificationHub } from './services/notifications/hub.ts';
import type { NotifyFn } from './services/notifications/notify.ts';

/**
 * What every route and service may use. Built once per server (and once per test app), never
 * imported as a global, so tests can run several apps on different databases side by side.
 */
export type Deps = {
  env: Env;
  database: Database;
  log: Logger;
  /** Server-side resolvers for parameterised pages: null means the object does not exist (404). */
  pageMeta: PageMetaRegistry;
  /** Extra sitemap entries (posts, glossary terms) contributed by features. */
  sitemapSources: SitemapSource[];
  jobs: JobQueue;
  mailer: Mailer;
  storage: FileStorage;
  auth: Auth;
  /** Extension points other features hook into (e.g. billing cancels before an account is deleted). */
  hooks: LifecycleHooks;
  /**
   * Creates an in-app notification for one user and pushes it to their open streams:
   * `notify(userId, { title, message, linkUrl?, dedupeKey? }, { tx? })`. Pass `tx` to write inside
   * your transaction. Returns the notification, or null when `dedupeKey` already exists for the user.
   */
  notify: NotifyFn;
  /** This process's realtime fan-out to open notification streams (LISTEN/NOTIFY). */
  notificationHub: NotificationHub;
  /** Sessions, admin roles and subscriptions this process checked, for a few seconds (decision 289). */
  authCache: AuthCache;
};

export type LifecycleHooks = {
  /** Runs before a user's rows are deleted; a throw aborts the deletion. */
  beforeUserDelete: ((user: { id: string; email: string }) => Promise<void>)[];
  /** Runs after an achievement is newly awarded (notifications subscribe here). */
  afterAchievement: ((input: { userId: string; achievementId: string; name: string }) => Promise<void>)[];
  /** Runs after a membership changes state (billing emits; notifications subscribe). */
  afterMembershipChange: ((event: MembershipEvent) => Promise<void>)[];
  /** Runs once when a blog post becomes published (now or by its schedule); a throw is logged, never undoes it. */
  afterPostPublished: ((post: PublishedPost) => Promise<void>)[];
};

export type PublishedPost = { id: string; slug: string; title: string; excerpt: string; membersOnly: boolean };

export type MembershipEvent = {
  userId: string;
  kind: 'activated' | 'renewed' | 'payment_failed' | 'cancel_scheduled' | 'resumed' | 'canceled' | 'plan_changed';
  plan: string | null;
};

/** The signed-in user as routes see it. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
  /** An authenticator app is confirmed (Better Auth's two-factor plugin; decision 420). */
  twoFactorEnabled?: boolean | null;
  createdAt: Date;
};

export type SessionInfo = {
  user: SessionUser;
  session: { id: string; token: string; createdAt: Date; expiresAt: Date; remember: boolean };
};

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute path of the canonical URL, when it differs from the request path. */
  canonicalPath?: string;
  type?: 'website' | 'article';
  image?: string;
  noindex?: boolean;
  /** JSON-LD structured data for the page (serialised safely into the head). */
  jsonLd?: unknown;
  publishedTime?: string;
};

export type PageMetaResolver = (params: Record<string, string>, deps: Deps) => Promise<PageMeta | null>;
export type PageMetaRegistry = Map<string, PageMetaResolver>;
export type SitemapSource = (deps: Deps) => Promise<{ path: string; lastModified?: Date }[]>;

export type AppVariables = {
  requestId: string;
  clientIp: string;
  /** Set by the session middleware: null when nobody is signed in. */
  session: SessionInfo | null;
};

export type AppEnv = { Variables: AppVariables };
