import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { requiredQueryParam } from '../../http/params';

/** Stands in for a mailbox: what the services "sent" to an address, newest last. */
export function outboxRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/sandbox/outbox', (req, res) => {
    res.json(ctx.store.outboxFor(requiredQueryParam(req, 'email')).map((message) => ({ ...message })));
  });
  return router;
}
