import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { booleanQueryParam, requiredIdQueryParam } from '../../http/params';
import type { GroupRecord, UserRecord } from '../../seed';
import { groupView } from './views';
import type { GroupView } from './views';

export function groupRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  const view = (caller: UserRecord, group: GroupRecord): GroupView => groupView(group, store.accessTo(caller.id, group.id));

  /** Children sorted by id; with `depth` 1 they carry no children of their own. */
  const withChildren = (caller: UserRecord, group: GroupRecord, depth: number): GroupView => {
    const children = store.childrenOf(group.id).filter((child) => store.canSeeGroup(caller, child.id));
    return {
      ...view(caller, group),
      children: children.map((child) => (depth > 1 ? withChildren(caller, child, depth - 1) : view(caller, child))),
    };
  };

  router.get('/groups', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    res.json(store.visibleGroups(user).map((group) => view(user, group)));
  });

  router.get('/group', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const id = requiredIdQueryParam(req, 'id');
    const recurse = booleanQueryParam(req, 'recurse');
    // The sandbox holds no invalid groups, so returnInvalid changes nothing; it is still checked.
    booleanQueryParam(req, 'returnInvalid');
    const group = store.getGroup(id);
    if (!group) throw new HttpError(404, 'Group not found');
    if (!store.canSeeGroup(user, id)) throw new HttpError(403, 'Not allowed to read that group');
    res.json(withChildren(user, group, recurse ? Number.POSITIVE_INFINITY : 1));
  });

  return router;
}
