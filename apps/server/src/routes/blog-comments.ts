import { BlogCommentCreateSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, params } from '../lib/validate.ts';
import { requireAdmin, requireMember, sessionOf } from '../middleware/session.ts';
import { createComment, listComments, moderateComment } from '../services/blog/comments.ts';
import { viewerOf } from '../services/community/access.ts';
import type { AppEnv, Deps } from '../types.ts';

const slugParam = params(z.object({ slug: z.string().min(1).max(200) }));

/** Comments on blog posts (decision 345): members read and write; admins approve or reject. */
export const blogCommentRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  const admin = requireAdmin(deps);
  const viewer = async (c: Parameters<typeof sessionOf>[0]) => viewerOf(db, sessionOf(c).user);
  return new Hono<AppEnv>()
    .get('/blog/posts/:slug/comments', member, slugParam, async (c) => c.json(await listComments(db, await viewer(c), c.req.valid('param').slug)))
    .post('/blog/posts/:slug/comments', member, slugParam, jsonBody(BlogCommentCreateSchema), async (c) =>
      c.json(await createComment(deps, await viewer(c), c.req.valid('param').slug, c.req.valid('json')), 201),
    )
    .post('/community/moderation/comments/:id/approve', admin, idParam, async (c) =>
      c.json(await moderateComment(deps, sessionOf(c).user, c.req.valid('param').id, true)),
    )
    .post('/community/moderation/comments/:id/reject', admin, idParam, async (c) =>
      c.json(await moderateComment(deps, sessionOf(c).user, c.req.valid('param').id, false)),
    );
};
