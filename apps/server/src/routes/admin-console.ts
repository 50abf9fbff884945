import {
  AdminCursorQuerySchema,
  AdminRoleChangeSchema,
  AdminUserQuerySchema,
  ContentItemInputSchema,
  LearningPathInputSchema,
  LiveSessionInputSchema,
} from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireAdmin, requireSuperAdmin, actorOf } from '../middleware/session.ts';
import { adminFigures, listAudit, listUsers, setAdmin } from '../services/member-area/admin-console.ts';
import { createContent, deleteContent, listAllContent, updateContent } from '../services/member-area/content.ts';
import { createLearningPath, deleteLearningPath, listAllLearningPaths, updateLearningPath } from '../services/member-area/learning-paths.ts';
import { cancelSession, createSession, listAllSessions, updateSession } from '../services/member-area/sessions.ts';
import { resetTwoFactorByAdmin } from '../services/accounts/two-factor.ts';
import type { AppEnv, Deps } from '../types.ts';

/**
 * The admin console's API (`/api/admin/*`). Every route checks admin on the server (401 visitors,
 * 403 everyone else); granting and revoking admin needs the one administrator of SUPER_ADMIN_EMAIL.
 * Every change is written to the audit log in the same transaction.
 */
export const adminConsoleRoutes = (deps: Deps) => {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .use('*', requireAdmin(deps))
      .get('/figures', async (c) => c.json(await adminFigures(db)))
      .get('/users', query(AdminUserQuerySchema), async (c) => c.json(await listUsers(db, c.req.valid('query'))))
      .put('/users/:id/admin', requireSuperAdmin(deps), idParam, jsonBody(AdminRoleChangeSchema), async (c) =>
        c.json(await setAdmin(db, actorOf(c), c.req.valid('param').id, c.req.valid('json').admin)),
      )
      // A member who lost their second factor (decision 424): audited and emailed to them.
      .post('/users/:id/two-factor/reset', idParam, async (c) => c.json(await resetTwoFactorByAdmin(deps, actorOf(c), c.req.valid('param').id)))
      .get('/audit', query(AdminCursorQuerySchema), async (c) => c.json(await listAudit(db, c.req.valid('query').cursor)))
      .get('/content', query(AdminCursorQuerySchema), async (c) => c.json(await listAllContent(db, c.req.valid('query').cursor)))
      .post('/content', jsonBody(ContentItemInputSchema), async (c) =>
        c.json({ item: await createContent(db, actorOf(c), c.req.valid('json')) }, 201),
      )
      .put('/content/:id', idParam, jsonBody(ContentItemInputSchema), async (c) =>
        c.json({ item: await updateContent(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
      )
      .delete('/content/:id', idParam, async (c) => {
        await deleteContent(db, actorOf(c), c.req.valid('param').id);
        return c.json({ success: true });
      })
      .get('/learning-paths', async (c) => c.json({ paths: await listAllLearningPaths(db) }))
      .post('/learning-paths', jsonBody(LearningPathInputSchema), async (c) =>
        c.json({ path: await createLearningPath(db, actorOf(c), c.req.valid('json')) }, 201),
      )
      .put('/learning-paths/:id', idParam, jsonBody(LearningPathInputSchema), async (c) =>
        c.json({ path: await updateLearningPath(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
      )
      .delete('/learning-paths/:id', idParam, async (c) => {
        await deleteLearningPath(db, actorOf(c), c.req.valid('param').id);
        return c.json({ success: true });
      })
      .get('/sessions', async (c) => c.json({ sessions: await listAllSessions(db) }))
      .post('/sessions', jsonBody(LiveSessionInputSchema), async (c) =>
        c.json({ session: await createSession(db, deps.jobs, actorOf(c), c.req.valid('json')) }, 201),
      )
      .put('/sessions/:id', idParam, jsonBody(LiveSessionInputSchema), async (c) =>
        c.json({ session: await updateSession(db, deps.jobs, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
      )
      .delete('/sessions/:id', idParam, async (c) => {
        await cancelSession(db, actorOf(c), c.req.valid('param').id);
        return c.json({ success: true });
      })
  );
};
