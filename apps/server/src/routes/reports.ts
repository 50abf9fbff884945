import { QuestionnaireSchema } from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { jsonBody, params } from '../lib/validate.ts';
import { downloadStudentLoanReport, REPORT_FILENAME, submitStudentLoanReport } from '../services/reports/student-loan-vs-investing.ts';
import type { AppEnv, Deps } from '../types.ts';

/** The public questionnaire report: submission (no sign-in, throttled) and the expiring download. */
export const reportRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .post('/reports/student-loan-vs-investing', jsonBody(QuestionnaireSchema), async (c) => {
      const result = await submitStudentLoanReport(deps, c.req.valid('json'), { ip: c.get('clientIp') });
      return c.json(result, 201);
    })
    .get(
      '/reports/student-loan-vs-investing/download/:token',
      params(z.object({ token: z.string().regex(/^[\w-]{43}$/, 'This download link is not valid.') })),
      async (c) => {
        const pdf = await downloadStudentLoanReport(deps, c.req.valid('param').token);
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${REPORT_FILENAME}"`,
          'Content-Length': String(pdf.length),
          // A personal document behind a secret link: never cached by shared caches, never indexed.
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
          'Referrer-Policy': 'no-referrer',
        });
      },
    );
