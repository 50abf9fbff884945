import { NewsletterSchema, NewsletterUnsubscribeSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { jsonBody, query } from '../lib/validate.ts';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from '../services/newsletter/newsletter.ts';
import type { AppEnv, Deps } from '../types.ts';

/** The newsletter list: sign-up (footer, waitlists), the unsubscribe confirmation, RFC 8058 one-click. */
export const newsletterRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .post('/newsletter', jsonBody(NewsletterSchema), async (c) => {
      // The answer is the same for a new and a known address: no list-membership oracle.
      await subscribeToNewsletter(deps, c.req.valid('json'));
      return c.json({ status: 'subscribed' as const });
    })
    .post('/newsletter/unsubscribe', jsonBody(NewsletterUnsubscribeSchema), async (c) => {
      await unsubscribeFromNewsletter(deps, c.req.valid('json').token);
      return c.json({ status: 'unsubscribed' as const });
    })
    .post('/newsletter/unsubscribe/one-click', query(z.object({ token: NewsletterUnsubscribeSchema.shape.token })), async (c) => {
      await unsubscribeFromNewsletter(deps, c.req.valid('query').token);
      return c.json({ status: 'unsubscribed' as const });
    });
