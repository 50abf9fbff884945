import { type ApiErrorBody, MESSAGES } from '@awc/domain';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, isDatabaseUnavailable } from './lib/errors.ts';
import { startSseResponse } from './lib/sse.ts';
import { authCacheUpkeep, compression, errorsNotCacheable, limitBodies, noStoreByDefault } from './middleware/api.ts';
import { clientIp } from './middleware/client-ip.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { requestIds, requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { rejectForbiddenJson, rejectForbiddenUrl } from './middleware/text-guard.ts';
import { authRoutes } from './routes/auth.ts';
import { blogCommentRoutes } from './routes/blog-comments.ts';
import { adminBlogRoutes, BLOG_COVER_UPLOAD_PATH, blogRoutes, MAX_COVER_BYTES } from './routes/blog.ts';
import { contentRoutes } from './routes/content.ts';
import { BILLING_WEBHOOK_PATH, billingRoutes } from './routes/billing.ts';
import { communityRoutes } from './routes/community.ts';
import { devRoutes } from './routes/dev.ts';
import { fileRoutes } from './routes/files.ts';
import { fastHealth, healthCheck, healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { emailRoutes } from './routes/email.ts';
import { adminNewsletterRoutes, newsletterArchiveRoutes } from './routes/newsletter-issues.ts';
import { EMAIL_ONE_CLICK_PATH } from './services/email/member-email.ts';
import { reportRoutes } from './routes/reports.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { AVATAR_UPLOAD_PATH, profileRoutes } from './routes/profile.ts';
import { pslfRoutes } from './routes/pslf.ts';
import { scenarioRoutes } from './routes/scenarios.ts';

import { rssRoutes } from './routes/rss.ts';
import { adminBillingRoutes } from './routes/admin-billing.ts';
import { adminConsoleRoutes } from './routes/admin-console.ts';
import { adminFirmRoutes, firmRoutes } from './routes/firms.ts';
import { inquiryRoutes } from './routes/inquiries.ts';
import { memberAreaRoutes } from './routes/member-area.ts';
import { seoRoutes } from './routes/seo.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './services/newsletter/newsletter.ts';
import { searchRoutes } from './routes/search.ts';
import { suggestionRoutes } from './routes/suggestions.ts';
import type { AppEnv, Deps } from './types.ts';
import { mountWeb } from './web/spa.ts';

/** Paths that authenticate by their own signature, not a browser cookie. */
export const CSRF_EXEMPT: string[] = [ONE_CLICK_UNSUBSCRIBE_PATH, EMAIL_ONE_CLICK_PATH, BILLING_WEBHOOK_PATH];

/** JSON bodies above this are refused before parsing; upload paths set their own limits. */
const MAX_JSON_BODY = 256 * 1024;

/**
 * Composes the whole HTTP surface. Order matters: ids and logging first (so every later failure
 * is logged with its id), headers on every response, CSRF before any handler that writes.
 */
export type AppOptions = {
  /** Mounts extra API routes before the API's not-found catch-all (tests use it). */
  extraRoutes?: (app: Hono<AppEnv>) => void;
};

export const createApp = (deps: Deps, options: AppOptions = {}) => {
  const app = new Hono<AppEnv>();
  const trustedOrigins = [deps.env.PUBLIC_URL, ...deps.env.TRUSTED_ORIGINS];

  const nextRequestId = requestIds();
  const health = healthCheck(deps);
  app.use(requestLog(deps.log, nextRequestId));
  app.use(securityHeaders(deps.env));
  app.use(errorsNotCacheable());
  app.use(clientIp(deps.env.TRUSTED_PROXIES));
  app.use(compression());
  app.use(rejectForbiddenUrl());
  app.use('/api/*', csrfProtection(trustedOrigins, CSRF_EXEMPT));
  app.use('/api/*', authCacheUpkeep(deps.authCache, [BILLING_WEBHOOK_PATH]));
  app.use(
    '/api/*',
    limitBodies(MAX_JSON_BODY, {
      [AVATAR_UPLOAD_PATH]: deps.env.MAX_AVATAR_BYTES + 64 * 1024,
      [BLOG_COVER_UPLOAD_PATH]: MAX_COVER_BYTES + 64 * 1024,
    }),
  );
  app.use('/api/*', rejectForbiddenJson([BILLING_WEBHOOK_PATH]));
  app.use('/api/*', noStoreByDefault());

  app.route('/api/health', healthRoutes(health));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api', meRoutes(deps));
  app.route('/api', profileRoutes(deps));
  app.route('/api/scenarios', scenarioRoutes(deps));
  app.route('/api/pslf', pslfRoutes(deps));

  app.route('/api', newsletterRoutes(deps));
  app.route('/api', emailRoutes(deps));
  app.route('/api', newsletterArchiveRoutes(deps));
  app.route('/api/admin/newsletter', adminNewsletterRoutes(deps));
  app.route('/api', blogRoutes(deps));
  app.route('/api/admin/blog', adminBlogRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api', reportRoutes(deps));
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api', notificationRoutes(deps));
  app.route('/api', memberAreaRoutes(deps));
  app.route('/api/admin/inquiries', inquiryRoutes(deps));
  app.route('/api/admin/firms', adminFirmRoutes(deps));
  app.route('/api/admin/billing', adminBillingRoutes(deps));
  app.route('/api/admin', adminConsoleRoutes(deps));
  app.route('/api', firmRoutes(deps));
  app.route('/api', blogCommentRoutes(deps));
  app.route('/api/community', communityRoutes(deps));
  app.route('/api/suggestions', suggestionRoutes(deps));
  app.route('/api', searchRoutes(deps));
  if (!deps.env.isProduction) app.route('/api/dev', devRoutes(deps));
  options.extraRoutes?.(app);

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint.');
  });

  app.route('/', seoRoutes(deps));
  app.route('/', rssRoutes(deps));
  app.route('/', fileRoutes(deps));
  if (deps.env.SERVE_WEB) mountWeb(app, deps);

  app.notFound((c) => c.json<ApiErrorBody>({ code: 'NOT_FOUND', message: MESSAGES.notFound }, 404));
  app.onError((error, c) => {
    const { status, body, headers } = toErrorResponse(error);
    const log = deps.log.child({ reqId: c.get('requestId') });
    if (status >= 500) log.error({ err: error, status }, 'request error');
    else log.debug({ code: body.code, status }, 'request refused');
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(body, status as 400);
  });

  // A fresh health check is answered before the middleware chain (routes/health.ts). An event
  // stream's head goes out once the chain has given it its headers (lib/sse.ts).
  const quickHealth = fastHealth(deps, health, nextRequestId);
  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => quickHealth(request, env) ?? startSseResponse(dispatch(request, env, executionCtx), env);
  return app;
};

export type App = ReturnType<typeof createApp>;

/** Maps any thrown value to the one error body. Unknown errors never leak their message or stack. */
export const toErrorResponse = (error: unknown): { status: number; body: ApiErrorBody; headers: Record<string, string> } => {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
      headers: error.headers ?? (error.code === 'SERVICE_UNAVAILABLE' ? { 'Retry-After': '5' } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) {
    const e = new AppError('SERVICE_UNAVAILABLE');
    return { status: 503, body: { code: e.code, message: e.message }, headers: { 'Retry-After': '5' } };
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 401
          ? 'UNAUTHORIZED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
    // Hono's own messages (e.g. "Malformed JSON in request body") are written for clients.
    return {
      status: Math.min(status, 500),
      body: { code: status >= 500 ? 'INTERNAL' : code, message: status >= 500 ? MESSAGES.unexpected : error.message || 'Bad request.' },
      headers: {},
    };
  }
  return { status: 500, body: { code: 'INTERNAL', message: MESSAGES.unexpected }, headers: {} };
};
