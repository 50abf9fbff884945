import { BlogListQuerySchema, BlogPostInputSchema, BlogPostStatusSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, query, slugParam, uploadedFileBytes } from '../lib/validate.ts';
import { actorOf, loadSession, requireAdmin, sessionOf } from '../middleware/session.ts';
import {
  COVER_PURPOSE,
  createPost,
  deletePost,
  getPostForAdmin,
  listAllPosts,
  listPublishedPosts,
  previewPostHtml,
  readPublishedPost,
  setPostStatus,
  updatePost,
} from '../services/blog/posts.ts';
import type { AppEnv, Deps } from '../types.ts';

export const BLOG_COVER_UPLOAD_PATH = '/api/admin/blog/cover';
export const MAX_COVER_BYTES = 4_000_000;

/** The public blog. Members-only bodies are decided here, on the server, per reader. */
export const blogRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/blog/posts', query(BlogListQuerySchema), async (c) => {
      const page = await listPublishedPosts(deps.database.db, c.req.valid('query'));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(page);
    })
    .get('/blog/posts/:slug', slugParam, loadSession(deps), async (c) => {
      const post = await readPublishedPost(deps.database.db, c.req.valid('param').slug, c.get('session')?.user.id ?? null);
      return c.json({ post });
    });

/** /admin/blog: every route needs an admin, checked on the server. */
export const adminBlogRoutes = (deps: Deps) => {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/posts', async (c) => c.json({ posts: await listAllPosts(db) }))
    .get('/posts/:id', idParam, async (c) => c.json({ post: await getPostForAdmin(db, c.req.valid('param').id) }))
    .post('/posts', jsonBody(BlogPostInputSchema), async (c) => c.json({ post: await createPost(deps, actorOf(c), c.req.valid('json')) }, 201))
    .put('/posts/:id', idParam, jsonBody(BlogPostInputSchema), async (c) =>
      c.json({ post: await updatePost(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .post('/posts/:id/status', idParam, jsonBody(BlogPostStatusSchema), async (c) =>
      c.json({ post: await setPostStatus(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/posts/:id', idParam, async (c) => {
      await deletePost(deps, actorOf(c), c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/preview', jsonBody(z.object({ body: z.string().max(200_000) })), async (c) => c.json({ html: previewPostHtml(c.req.valid('json').body) }))
    .post('/cover', async (c) => {
      const stored = await deps.storage.putImage({
        bytes: await uploadedFileBytes(c),
        ownerId: sessionOf(c).user.id,
        purpose: COVER_PURPOSE,
        maxBytes: MAX_COVER_BYTES,
      });
      return c.json({ url: stored.url });
    });
};
