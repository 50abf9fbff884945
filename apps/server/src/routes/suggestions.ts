import { SuggestionCreateSchema, SuggestionListQuerySchema, SuggestionStatusSchema } from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireAdmin, requireMember, sessionOf } from '../middleware/session.ts';
import { createSuggestion, listSuggestions, setSuggestionStatus, setVote } from '../services/suggestions/suggestions.ts';
import type { AppEnv, Deps } from '../types.ts';

/** /api/suggestions: topic proposals (members), votes (one per member), status (admins). */
export const suggestionRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  return new Hono<AppEnv>()
    .get('/', member, query(SuggestionListQuerySchema), async (c) => c.json(await listSuggestions(db, sessionOf(c).user.id, c.req.valid('query'))))
    .post('/', member, jsonBody(SuggestionCreateSchema), async (c) =>
      c.json(await createSuggestion(db, sessionOf(c).user.id, c.req.valid('json')), 201),
    )
    .put('/:id/vote', member, idParam, async (c) => c.json(await setVote(db, sessionOf(c).user.id, c.req.valid('param').id, true)))
    .delete('/:id/vote', member, idParam, async (c) => c.json(await setVote(db, sessionOf(c).user.id, c.req.valid('param').id, false)))
    .patch('/:id/status', requireAdmin(deps), idParam, jsonBody(SuggestionStatusSchema), async (c) =>
      c.json(await setSuggestionStatus(deps, sessionOf(c).user, c.req.valid('param').id, c.req.valid('json').status)),
    );
};
