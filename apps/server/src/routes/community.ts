import {
  DirectoryQuerySchema,
  PostUpdateSchema,
  ReactionParamSchema,
  ReplyCreateSchema,
  ReportCreateSchema,
  SuspendSchema,
  ThreadCreateSchema,
  ThreadListQuerySchema,
  ThreadQuerySchema,
} from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody, params, query } from '../lib/validate.ts';
import { requireAdmin, requireMember, sessionOf } from '../middleware/session.ts';
import { isSuspended, viewerOf } from '../services/community/access.ts';
import { listDirectory } from '../services/community/directory.ts';
import { dismissReports, hidePost, liftSuspension, moderationQueue, restorePost, suspendMember } from '../services/community/moderation.ts';
import {
  createThread,
  deletePost,
  getThread,
  listThreads,
  replyToThread,
  reportPost,
  setFollow,
  setReaction,
  updatePost,
} from '../services/community/threads.ts';
import type { AppEnv, Deps } from '../types.ts';

/**
 * /api/community: member directory, threads and posts (members and admins), and the moderation
 * queue (admins). Every object is looked up for the session's viewer: a hidden post or another
 * member's post answers 404 to anything a member may not do with it.
 */
export const communityRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  const admin = requireAdmin(deps);
  const viewer = async (c: Parameters<typeof sessionOf>[0]) => viewerOf(db, sessionOf(c).user);
  return new Hono<AppEnv>()
    .get('/me', member, async (c) => {
      const v = await viewer(c);
      return c.json({ isAdmin: v.isAdmin, suspended: await isSuspended(db, v.id) });
    })
    .get('/members', member, query(DirectoryQuerySchema), async (c) => c.json(await listDirectory(db, c.req.valid('query'))))
    .get('/threads', member, query(ThreadListQuerySchema), async (c) => c.json(await listThreads(db, await viewer(c), c.req.valid('query'))))
    .post('/threads', member, jsonBody(ThreadCreateSchema), async (c) => c.json(await createThread(deps, await viewer(c), c.req.valid('json')), 201))
    .get('/threads/:id', member, idParam, query(ThreadQuerySchema), async (c) =>
      c.json(await getThread(db, await viewer(c), c.req.valid('param').id, c.req.valid('query').cursor)),
    )
    .post('/threads/:id/replies', member, idParam, jsonBody(ReplyCreateSchema), async (c) =>
      c.json(await replyToThread(deps, await viewer(c), c.req.valid('param').id, c.req.valid('json').body), 201),
    )
    .patch('/posts/:id', member, idParam, jsonBody(PostUpdateSchema), async (c) =>
      c.json(await updatePost(deps, await viewer(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .put('/threads/:id/follow', member, idParam, async (c) => c.json(await setFollow(db, await viewer(c), c.req.valid('param').id, true)))
    .delete('/threads/:id/follow', member, idParam, async (c) => c.json(await setFollow(db, await viewer(c), c.req.valid('param').id, false)))
    .put('/posts/:id/reactions/:reaction', member, params(ReactionParamSchema), async (c) => {
      const { id, reaction } = c.req.valid('param');
      return c.json(await setReaction(db, await viewer(c), id, reaction, true));
    })
    .delete('/posts/:id/reactions/:reaction', member, params(ReactionParamSchema), async (c) => {
      const { id, reaction } = c.req.valid('param');
      return c.json(await setReaction(db, await viewer(c), id, reaction, false));
    })
    .delete('/posts/:id', member, idParam, async (c) => c.json(await deletePost(db, await viewer(c), c.req.valid('param').id)))
    .post('/posts/:id/report', member, idParam, jsonBody(ReportCreateSchema), async (c) =>
      c.json(await reportPost(db, await viewer(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .get('/moderation', admin, async (c) => c.json(await moderationQueue(db)))
    .post('/moderation/posts/:id/hide', admin, idParam, async (c) => {
      await hidePost(db, sessionOf(c).user, c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/moderation/posts/:id/restore', admin, idParam, async (c) => {
      await restorePost(db, sessionOf(c).user, c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/moderation/posts/:id/dismiss', admin, idParam, async (c) => {
      await dismissReports(db, sessionOf(c).user, c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/moderation/members/:id/suspend', admin, idParam, jsonBody(SuspendSchema), async (c) => {
      await suspendMember(db, sessionOf(c).user, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ success: true });
    })
    .delete('/moderation/members/:id/suspend', admin, idParam, async (c) => {
      await liftSuspension(db, sessionOf(c).user, c.req.valid('param').id);
      return c.json({ success: true });
    });
};
