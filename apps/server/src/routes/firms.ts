import {
  AdminFirmQuerySchema,
  FirmCheckoutSchema,
  FirmCreateSchema,
  FirmHandOverSchema,
  FirmInvitationTokenSchema,
  FirmInviteSchema,
  FirmSeatsSchema,
} from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, params, query } from '../lib/validate.ts';
import { actorOf, loadSession, requireAdmin, requireUser, sessionOf } from '../middleware/session.ts';
import {
  closeFirmDemoCheckout,
  firmCheckoutOffer,
  firmDemoCheckoutDetails,
  returnFromFirmCheckout,
  startFirmCheckout,
} from '../services/firms/checkout.ts';
import { adminFirmDetail, createFirm, endFirm, listFirms, setFirmSeats } from '../services/firms/admin.ts';
import {
  acceptInvitation,
  cancelInvitation,
  getMyFirm,
  handOverFirmAdmin,
  inviteToFirm,
  removeFromFirm,
  viewInvitation,
} from '../services/firms/firms.ts';
import type { AppEnv, Deps } from '../types.ts';

const firmAndObject = params(z.object({ id: z.string().min(1).max(100), objectId: z.string().min(1).max(100) }));

/**
 * Firm accounts for their people (`/api/firm`, `/api/firms/*`): any signed-in user may call these;
 * the service decides, object by object, that the caller is the admin of that very firm (another
 * firm's id answers 404) or the person an invitation was sent to.
 */
export const firmRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps);
  return (
    new Hono<AppEnv>()
      .get('/firm', signedIn, async (c) => c.json({ ...(await getMyFirm(deps.database.db, sessionOf(c).user.id)), offer: firmCheckoutOffer(deps) }))
      // A firm buys seats: Stripe's checkout (one subscription, quantity = seats) or the demo's.
      .post('/firms/checkout', signedIn, jsonBody(FirmCheckoutSchema), async (c) =>
        c.json(await startFirmCheckout(deps, actorOf(c), c.req.valid('json'))),
      )
      .get('/firms/checkout/return', loadSession(deps), async (c) =>
        c.redirect(await returnFromFirmCheckout(deps, c.get('session')?.user.id ?? null, c.req.query('session_id')), 303),
      )
      .get('/firms/demo-checkout/:id', signedIn, idParam, async (c) =>
        c.json(await firmDemoCheckoutDetails(deps, sessionOf(c).user.id, c.req.valid('param').id)),
      )
      .post('/firms/demo-checkout/:id/complete', signedIn, idParam, async (c) =>
        c.json(await closeFirmDemoCheckout(deps, actorOf(c), c.req.valid('param').id, 'complete')),
      )
      .post('/firms/demo-checkout/:id/cancel', signedIn, idParam, async (c) =>
        c.json(await closeFirmDemoCheckout(deps, actorOf(c), c.req.valid('param').id, 'canceled')),
      )
      // The invitation page reads the firm's name before the person signs in: the token is the key.
      .post('/firm-invitations/view', jsonBody(FirmInvitationTokenSchema), async (c) =>
        c.json({ invitation: await viewInvitation(deps.database.db, c.req.valid('json').token) }),
      )
      .post('/firm-invitations/accept', signedIn, jsonBody(FirmInvitationTokenSchema), async (c) =>
        c.json(await acceptInvitation(deps, actorOf(c), c.req.valid('json').token)),
      )
      .post('/firms/:id/invitations', signedIn, idParam, jsonBody(FirmInviteSchema), async (c) =>
        c.json(await inviteToFirm(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json').email), 201),
      )
      .delete('/firms/:id/invitations/:objectId', signedIn, firmAndObject, async (c) =>
        c.json(await cancelInvitation(deps, actorOf(c), c.req.valid('param').id, c.req.valid('param').objectId)),
      )
      .delete('/firms/:id/members/:objectId', signedIn, firmAndObject, async (c) =>
        c.json(await removeFromFirm(deps, actorOf(c), c.req.valid('param').id, c.req.valid('param').objectId)),
      )
      .post('/firms/:id/admin', signedIn, idParam, jsonBody(FirmHandOverSchema), async (c) =>
        c.json(await handOverFirmAdmin(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json').userId)),
      )
  );
};

/** The admin console's firms (`/api/admin/firms`): administrators only; every change audited. */
export const adminFirmRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .get('/', query(AdminFirmQuerySchema), async (c) => c.json(await listFirms(deps.database.db, c.req.valid('query').q)))
    .post('/', jsonBody(FirmCreateSchema), async (c) => c.json(await createFirm(deps, actorOf(c), c.req.valid('json')), 201))
    .get('/:id', idParam, async (c) => c.json(await adminFirmDetail(deps.database.db, c.req.valid('param').id)))
    .put('/:id/seats', idParam, jsonBody(FirmSeatsSchema), async (c) =>
      c.json(await setFirmSeats(deps, actorOf(c), c.req.valid('param').id, c.req.valid('json').seats)),
    )
    .post('/:id/end', idParam, async (c) => c.json(await endFirm(deps, actorOf(c), c.req.valid('param').id)));
