import { SearchQuerySchema } from '@awc/domain';
import { Hono } from 'hono';
import { query } from '../lib/validate.ts';
import { hasMemberAccess, loadSession } from '../middleware/session.ts';
import { search } from '../services/search/search.ts';
import type { AppEnv, Deps } from '../types.ts';

/** GET /api/search?q=: anyone; what they may read is decided by the session (decision 341). */
export const searchRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/search', loadSession(deps), query(SearchQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    const session = c.get('session');
    const member = session ? await hasMemberAccess(deps, session.user.id) : false;
    return c.json({ query: q, results: await search(deps.database.db, { member }, q) });
  });
