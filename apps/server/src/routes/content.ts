import { ContactSchema, FirmEnquirySchema } from '@awc/domain';
import { Hono } from 'hono';
import { AppError } from '../lib/errors.ts';
import { jsonBody, slugParam } from '../lib/validate.ts';
import { submitContact, submitFirmEnquiry } from '../services/contact/contact.ts';
import { faqForReaders, getGlossaryTerm, listGlossaryTerms } from '../services/glossary/glossary.ts';
import type { AppEnv, Deps } from '../types.ts';

/** Glossary, FAQ, the contact form and firm enquiries. */
export const contentRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/glossary', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ terms: listGlossaryTerms() });
    })
    .get('/glossary/:slug', slugParam, (c) => {
      const term = getGlossaryTerm(c.req.valid('param').slug);
      if (!term) throw new AppError('NOT_FOUND', 'This term is not in the glossary.');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ term });
    })
    .get('/faq', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ groups: faqForReaders() });
    })
    .post('/contact', jsonBody(ContactSchema), async (c) => {
      await submitContact(deps, c.get('clientIp'), c.req.valid('json'));
      return c.json({ success: true });
    })
    .post('/firm-enquiries', jsonBody(FirmEnquirySchema), async (c) => {
      await submitFirmEnquiry(deps, c.get('clientIp'), c.req.valid('json'));
      return c.json({ success: true });
    });
