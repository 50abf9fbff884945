import {
  AdminFirmQuerySchema,
  FirmCreateSchema,
  FirmHandOverSchema,
  FirmInvitationTokenSchema,
  FirmInviteSchema,
  FirmSeatsSchema,
} from '@awc/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam, jsonBody, params, query } from '../lib/validate.ts';
import { actorOf, requireAdmin, requireUser, sessionOf } from '../middleware/session.ts';
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
      .get('/firm', signedIn, async (c) => c.json(await getMyFirm(deps.database.db, sessionOf(c).user.id)))
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
