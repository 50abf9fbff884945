import { NewsletterIssueInputSchema, NewsletterScheduleSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { idParam, jsonBody, params, query } from '../lib/validate.ts';
import { requireAdmin, actorOf } from '../middleware/session.ts';
import {
  archiveIssue,
  archiveList,
  createIssue,
  deleteIssue,
  getIssue,
  issueDeliveries,
  issueHtml,
  listIssues,
  scheduleIssue,
  sendIssueNow,
  sendTestIssue,
  unscheduleIssue,
  updateIssue,
} from '../services/newsletter/issues.ts';
import type { AppEnv, Deps } from '../types.ts';

const SlugParam = z.object({ slug: z.string().min(1).max(100) });
const DeliveryQuery = z.object({ status: z.enum(['queued', 'sent', 'failed'], { message: 'Choose queued, sent or failed' }).optional() });
const PreviewSchema = z.object({ body: z.string().max(50_000, 'The issue must be 50,000 characters or less') });

/** Admins write, test, schedule and send newsletter issues (`/api/admin/newsletter`); audited. */
export const adminNewsletterRoutes = (deps: Deps) => {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/issues', async (c) => c.json({ issues: await listIssues(db) }))
    .post('/issues', jsonBody(NewsletterIssueInputSchema), async (c) =>
      c.json({ issue: await createIssue(db, actorOf(c), c.req.valid('json')) }, 201),
    )
    .post('/preview', jsonBody(PreviewSchema), async (c) => c.json({ html: issueHtml(c.req.valid('json').body) }))
    .get('/issues/:id', idParam, async (c) => c.json({ issue: await getIssue(db, c.req.valid('param').id) }))
    .put('/issues/:id', idParam, jsonBody(NewsletterIssueInputSchema), async (c) =>
      c.json({ issue: await updateIssue(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/issues/:id', idParam, async (c) => {
      await deleteIssue(db, actorOf(c), c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/issues/:id/test', idParam, async (c) => c.json(await sendTestIssue(deps, actorOf(c), c.req.valid('param').id)))
    .post('/issues/:id/send', idParam, async (c) => c.json({ issue: await sendIssueNow(deps, actorOf(c), c.req.valid('param').id) }, 202))
    .post('/issues/:id/schedule', idParam, jsonBody(NewsletterScheduleSchema), async (c) =>
      c.json({ issue: await scheduleIssue(deps, actorOf(c), c.req.valid('param').id, new Date(c.req.valid('json').scheduledAt)) }),
    )
    .delete('/issues/:id/schedule', idParam, async (c) => c.json({ issue: await unscheduleIssue(db, actorOf(c), c.req.valid('param').id) }))
    .get('/issues/:id/deliveries', idParam, query(DeliveryQuery), async (c) =>
      c.json({ deliveries: await issueDeliveries(db, c.req.valid('param').id, c.req.valid('query').status) }),
    );
};

/** The public archive of sent issues. */
export const newsletterArchiveRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/newsletter/issues', async (c) => c.json({ issues: await archiveList(deps.database.db) }))
    .get('/newsletter/issues/:slug', params(SlugParam), async (c) => {
      const issue = await archiveIssue(deps.database.db, c.req.valid('param').slug);
      if (!issue) throw new AppError('NOT_FOUND', 'This newsletter issue does not exist.');
      return c.json({ issue });
    });
