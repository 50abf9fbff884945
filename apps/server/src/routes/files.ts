import { Hono } from 'hono';
import type { AppEnv, Deps } from '../types.ts';

/**
 * Uploaded files, with the content type recorded at upload (checked from the bytes), nosniff and
 * a CSP that forbids everything, so an upload can never run as a page of this site.
 */
export const fileRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/files/:purpose/:name', async (c) => {
    const file = await deps.storage.get(`${c.req.param('purpose')}/${c.req.param('name')}`);
    if (!file) return c.text('Not found', 404);
    c.header('Content-Type', file.contentType);
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Content-Disposition', 'inline');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(file.bytes));
  });
