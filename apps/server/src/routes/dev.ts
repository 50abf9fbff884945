import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Hono } from 'hono';
import { runTrialPass } from '../services/billing/trials.ts';
import type { AppEnv, Deps } from '../types.ts';

/**
 * Development helpers; mounted only when NODE_ENV is not production. The outbox holds every email
 * the server would have sent (no SMTP_URL), newest first.
 */
export const devRoutes = (deps: Deps) => {
  // For `npm run bench`: event-loop delay of this process while a load runs (e.g. password hashing).
  // The histogram records the interval between the monitor's own timer ticks, resolution included
  // (an idle loop reads 10 ms): the delay is what exceeds the resolution.
  const RESOLUTION_MS = 10;
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  const delayMs = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return (
    new Hono<AppEnv>()
      .post('/event-loop/reset', (c) => {
        loop.reset();
        return c.json({ ok: true });
      })
      .get('/event-loop', (c) =>
        c.json({ p50Ms: delayMs(loop.percentile(50)), p99Ms: delayMs(loop.percentile(99)), maxMs: delayMs(loop.max), samples: loop.count }),
      )
      .get('/outbox', async (c) => {
        const rows = await deps.mailer.listOutbox(200);
        return c.json({
          emails: rows.map((r) => ({
            id: r.id,
            to: r.to,
            subject: r.subject,
            text: r.text,
            html: r.html,
            attachments: (r.attachments as { filename: string; size: number; contentType: string }[]).map((a) => ({
              name: a.filename,
              size: a.size,
              contentType: a.contentType,
            })),
            createdAt: r.createdAt.toISOString(),
          })),
        });
      })
      .get('/outbox/:id/attachments/:index', async (c) => {
        const rows = await deps.mailer.listOutbox(500);
        const email = rows.find((r) => r.id === c.req.param('id'));
        const attachment = (email?.attachments as { filename: string; contentType: string; contentBase64: string }[] | undefined)?.[
          Number(c.req.param('index'))
        ];
        if (!attachment) return c.json({ code: 'NOT_FOUND', message: 'The requested resource was not found' }, 404);
        c.header('Content-Type', attachment.contentType);
        c.header('Content-Disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`);
        return c.body(new Uint8Array(Buffer.from(attachment.contentBase64, 'base64')));
      })
      .post('/jobs/run', async (c) => c.json({ ran: await deps.jobs.drain() }))
      // The journeys' moved clock for trials: the hourly trial pass run now as if it were `at`
      // (a reminder due by then goes out, a demo trial ended by then converts or lapses).
      .post('/billing/trial-pass', async (c) => {
        const at = Date.parse(String(((await c.req.json().catch(() => ({}))) as { at?: unknown }).at ?? ''));
        if (Number.isNaN(at)) return c.json({ code: 'VALIDATION_FAILED', message: 'Send { at } as an ISO date.' }, 400);
        return c.json(await runTrialPass(deps, new Date(at)));
      })
      .get('/jobs', async (c) => c.json({ outstanding: await deps.jobs.outstanding() }))
  );
};
