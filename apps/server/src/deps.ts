import { ACHIEVEMENTS, type AchievementId } from '@awc/domain';
import { createAuth } from './auth/auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { openBlobStore } from './files/open-store.ts';
import { FileStorage } from './files/storage.ts';
import { JobQueue } from './jobs/queue.ts';
import type { Logger } from './lib/logger.ts';
import { Mailer } from './mail/mailer.ts';
import { awardAchievement } from './services/accounts/achievements.ts';
import { AuthCache } from './services/accounts/auth-cache.ts';
import { ensureProfile } from './services/accounts/profiles.ts';
import { registerContent } from './services/blog/register.ts';
import { registerNewsletterJobs } from './services/newsletter/newsletter.ts';
import { registerDeliveryJob } from './services/email/deliveries.ts';
import { registerNewsletterIssueJobs } from './services/newsletter/issues.ts';
import { registerReportJobs } from './services/reports/student-loan-vs-investing.ts';
import { registerBillingHooks } from './services/billing/billing.ts';
import { registerNotificationJobs, subscribeContentNotifications } from './services/notifications/broadcast.ts';
import { NotificationHub } from './services/notifications/hub.ts';
import { createNotify } from './services/notifications/notify.ts';
import { registerMemberAreaJobs } from './services/member-area/jobs.ts';
import { subscribeNotifications } from './services/notifications/subscribers.ts';
import type { Deps, LifecycleHooks } from './types.ts';
import { registerRecurring } from './jobs/recurring.ts';
import { recurringJobs } from './services/scheduled.ts';

/** Wires the services of one server (or one test app) around its database. */
export const buildDeps = (env: Env, database: Database, log: Logger): Deps => {
  const jobs = new JobQueue(database, log.child({ component: 'jobs' }));
  const mailer = new Mailer(env, database, jobs, log.child({ component: 'mail' }));
  registerNewsletterJobs({ env, jobs });
  registerDeliveryJob({ database, jobs, mailer });
  const hooks: LifecycleHooks = { beforeUserDelete: [], afterAchievement: [], afterMembershipChange: [], afterPostPublished: [] };
  const notifyAchievement = async (userId: string, id: AchievementId) => {
    for (const hook of hooks.afterAchievement) await hook({ userId, achievementId: id, name: ACHIEVEMENTS[id].name });
  };
  const notify = createNotify(database);
  subscribeNotifications(hooks, notify, log.child({ component: 'notifications' }));
  registerNotificationJobs({ database, jobs, env });
  subscribeContentNotifications(hooks, jobs);
  const auth = createAuth({
    env,
    database,
    mailer,
    log,
    hooks: {
      onUserCreated: async (user) => {
        await ensureProfile(database.db, user);
      },
      onSessionCreated: async ({ userId }) => {
        // First login is recorded once, whatever the sign-in method.
        if (await awardAchievement(database.db, userId, 'first_login')) await notifyAchievement(userId, 'first_login');
      },
    },
  });
  const deps: Deps = {
    env,
    database,
    log,
    pageMeta: new Map(),
    sitemapSources: [],
    jobs,
    mailer,
    storage: new FileStorage(database, openBlobStore(env, database)),
    auth,
    hooks,
    notify,
    notificationHub: new NotificationHub(database, log.child({ component: 'notifications' })),
    authCache: new AuthCache(database, log.child({ component: 'auth-cache' }), env.AUTH_CACHE_MS),
  };
  registerContent(deps);
  registerReportJobs(deps);
  registerBillingHooks(deps);
  registerNewsletterIssueJobs(deps);
  registerMemberAreaJobs(deps);
  for (const r of recurringJobs(deps)) registerRecurring(jobs, r);
  return deps;
};
