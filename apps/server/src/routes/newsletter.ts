import { NewsletterConfirmSchema, NewsletterSchema, NewsletterUnsubscribeSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { jsonBody, query } from '../lib/validate.ts';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from '../services/newsletter/newsletter.ts';
import type { AppEnv, Deps } from '../types.ts';

/** The newsletter list: sign-up (footer, waitlists), the double opt-in confirmation, the unsubscribe confirmation, RFC 8058 one-click. */
export const newsletterRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .post('/newsletter', jsonBody(NewsletterSchema), async (c) => {
      // The answer is the same for a new, a pending and a confirmed address: no list-membership oracle.
      return c.json(await subscribeToNewsletter(deps, c.req.valid('json')));
    })
    .post('/newsletter/confirm', jsonBody(NewsletterConfirmSchema), async (c) => c.json(await confirmNewsletter(deps, c.req.valid('json').token)))
    .post('/newsletter/unsubscribe', jsonBody(NewsletterUnsubscribeSchema), async (c) => {
      await unsubscribeFromNewsletter(deps, c.req.valid('json').token);
      return c.json({ status: 'unsubscribed' as const });
    })
    .post('/newsletter/unsubscribe/one-click', query(z.object({ token: NewsletterUnsubscribeSchema.shape.token })), async (c) => {
      await unsubscribeFromNewsletter(deps, c.req.valid('query').token);
      return c.json({ status: 'unsubscribed' as const });
    });
