import { ContentProgressSchema, ContentQuerySchema, icsFileName } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireMember, sessionOf } from '../middleware/session.ts';
import { getContent, listContent, setProgress } from '../services/member-area/content.ts';
import { getLearningPath, listLearningPaths } from '../services/member-area/learning-paths.ts';
import { getDashboard } from '../services/member-area/dashboard.ts';
import { listReplays, listUpcoming, sessionIcs, setRsvp } from '../services/member-area/sessions.ts';
import type { AppEnv, Deps } from '../types.ts';

/** The member area (dashboard, content hub, live sessions): members and admins only, own rows only. */
export const memberAreaRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  return new Hono<AppEnv>()
    .get('/dashboard', member, async (c) => c.json(await getDashboard(db, sessionOf(c).user)))
    .get('/content', member, query(ContentQuerySchema), async (c) => {
      const f = c.req.valid('query');
      return c.json(await listContent(db, sessionOf(c).user.id, f));
    })
    .get('/content/:id', member, idParam, async (c) => c.json({ item: await getContent(db, sessionOf(c).user.id, c.req.valid('param').id) }))
    .put('/content/:id/progress', member, idParam, jsonBody(ContentProgressSchema), async (c) =>
      c.json({ item: await setProgress(deps, sessionOf(c).user.id, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .get('/learning-paths', member, async (c) => c.json({ paths: await listLearningPaths(db, sessionOf(c).user.id) }))
    .get('/learning-paths/:id', member, idParam, async (c) =>
      c.json({ path: await getLearningPath(db, sessionOf(c).user.id, c.req.valid('param').id) }),
    )
    .get('/sessions', member, async (c) => {
      const userId = sessionOf(c).user.id;
      const [upcoming, replays] = await Promise.all([listUpcoming(db, userId), listReplays(db, userId)]);
      return c.json({ upcoming, replays });
    })
    .put('/sessions/:id/rsvp', member, idParam, jsonBody(z.object({ going: z.boolean({ error: 'Send going: true or false' }) })), async (c) =>
      c.json({ session: await setRsvp(db, sessionOf(c).user.id, c.req.valid('param').id, c.req.valid('json').going) }),
    )
    .get('/sessions/:id/ics', member, idParam, async (c) => {
      const { title, ics } = await sessionIcs(db, c.req.valid('param').id, deps.env.PUBLIC_URL);
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${icsFileName(title)}"`);
      return c.body(ics);
    });
};
