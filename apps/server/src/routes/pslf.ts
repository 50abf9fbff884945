import { PslfCertificationInputSchema, PslfCountInputSchema, PslfEmployerInputSchema } from '@awc/domain';
import { Hono } from 'hono';
import { idParam, jsonBody } from '../lib/validate.ts';
import { requireMember, sessionOf } from '../middleware/session.ts';
import {
  addCertification,
  addEmployer,
  clearCount,
  deleteCertification,
  deleteEmployer,
  getTracker,
  setCount,
  updateCertification,
  updateEmployer,
} from '../services/pslf/pslf.ts';
import type { AppEnv, Deps } from '../types.ts';

/** The PSLF tracker (decision 401): members (and admins) only, every object scoped to the session user. */
export const pslfRoutes = (deps: Deps) => {
  const db = deps.database.db;
  const member = requireMember(deps);
  const me = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user.id;
  return new Hono<AppEnv>()
    .get('/', member, async (c) => c.json({ tracker: await getTracker(db, me(c)) }))
    .put('/count', member, jsonBody(PslfCountInputSchema), async (c) => c.json({ count: await setCount(db, me(c), c.req.valid('json')) }))
    .delete('/count', member, async (c) => {
      await clearCount(db, me(c));
      return c.json({ success: true });
    })
    .post('/employers', member, jsonBody(PslfEmployerInputSchema), async (c) =>
      c.json({ employer: await addEmployer(db, me(c), c.req.valid('json')) }, 201),
    )
    .put('/employers/:id', member, idParam, jsonBody(PslfEmployerInputSchema), async (c) =>
      c.json({ employer: await updateEmployer(db, me(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/employers/:id', member, idParam, async (c) => {
      await deleteEmployer(db, me(c), c.req.valid('param').id);
      return c.json({ success: true });
    })
    .post('/certifications', member, jsonBody(PslfCertificationInputSchema), async (c) =>
      c.json({ certification: await addCertification(db, me(c), c.req.valid('json')) }, 201),
    )
    .put('/certifications/:id', member, idParam, jsonBody(PslfCertificationInputSchema), async (c) =>
      c.json({ certification: await updateCertification(db, me(c), c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/certifications/:id', member, idParam, async (c) => {
      await deleteCertification(db, me(c), c.req.valid('param').id);
      return c.json({ success: true });
    });
};
