import { InquiryListQuerySchema, InquiryReplySchema, InquiryStatusSchema } from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody, query } from '../lib/validate.ts';
import { requireAdmin, actorOf } from '../middleware/session.ts';
import { listInquiries, replyToInquiry, setInquiryStatus } from '../services/contact/inbox.ts';
import type { AppEnv, Deps } from '../types.ts';

/** /api/admin/inquiries: the admin inbox of contact messages and firm inquiries (decision 343). */
export const inquiryRoutes = (deps: Deps) => {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', query(InquiryListQuerySchema), async (c) => c.json(await listInquiries(db, c.req.valid('query'))))
    .patch('/:id/status', idParam, jsonBody(InquiryStatusSchema), async (c) =>
      c.json(await setInquiryStatus(db, actorOf(c), c.req.valid('param').id, c.req.valid('json').status)),
    )
    .post('/:id/reply', idParam, jsonBody(InquiryReplySchema), async (c) =>
      c.json(await replyToInquiry(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json').body), 201),
    );
};
