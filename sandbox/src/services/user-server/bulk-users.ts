import { Router } from 'express';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';

/** The most users one call adds: enough to show how a long list behaves, not enough to stall the sandbox. */
const MAX_BULK_USERS = 10_000;

/**
 * Sandbox only: adds `count` members to a group, each a user nobody can sign in as, so that a test
 * or a demo can see how the portal copes with a group of thousands of users.
 */
export function bulkUserRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.post('/sandbox/groupusers', (req, res) => {
    const groupId = requiredIdQueryParam(req, 'groupId');
    const count = requiredIdQueryParam(req, 'count');
    if (count > MAX_BULK_USERS) throw new HttpError(400, `count must be at most ${MAX_BULK_USERS}`);
    if (!ctx.store.getGroup(groupId)) throw new HttpError(404, 'Group not found');
    res.status(201).json({ users: ctx.store.groupUsers.addBulkMembers(groupId, count) });
  });
  return router;
}
