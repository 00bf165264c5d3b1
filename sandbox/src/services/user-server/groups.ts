import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { booleanQueryParam, jsonBody, optionalString, requiredIdQueryParam, requiredString } from '../../http/params';
import type { GroupRecord, UserRecord } from '../../seed';
import { newGroupTypeField, optionalIdField } from './fields';
import { groupView } from './views';
import type { GroupView } from './views';

export function groupRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  const parentName = (group: GroupRecord) => (group.parentId === null ? null : (store.getGroup(group.parentId)?.name ?? null));
  const view = (caller: UserRecord, group: GroupRecord): GroupView => groupView(group, store.accessTo(caller.id, group.id), parentName(group));

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

  router.post('/groups', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const body = jsonBody(req);
    const userId = optionalIdField(body, 'userId');
    const groupId = optionalIdField(body, 'groupId');
    if (userId === undefined && groupId === undefined) throw new HttpError(400, 'No user or group id provided');
    if (userId !== undefined && groupId !== undefined) throw new HttpError(400, 'Give userId or groupId, not both');
    const type = newGroupTypeField(body, 'type');
    const name = requiredString(body, 'name');
    const country = optionalString(body, 'country', 100);
    const staff = store.isStaff(user);

    if (userId !== undefined) {
      if (type !== 'organisation') throw new HttpError(400, 'type must be organisation when userId is given');
      const owner = store.getUser(userId);
      if (!owner) throw new HttpError(404, 'User not found');
      if (owner.id !== user.id && !staff) throw new HttpError(403, 'Not allowed to create groups for that user');
      const { organisation, account } = store.createOrganisationFor(owner, { name, country, byUserId: user.id });
      res.status(201).json({ id: organisation.id, accountId: account.id });
      return;
    }

    const parent = store.getGroup(groupId as number);
    if (!parent) throw new HttpError(404, 'Group not found');
    if (!staff && !store.accessTo(user.id, parent.id).isOwner) throw new HttpError(403, 'Not allowed to create groups in that group');
    if (!allowedChildren[parent.type].includes(type)) throw new HttpError(400, `An ${type} cannot be created under an ${parent.type}`);
    const group = store.createGroupUnder(parent, { type, name, country, byUserId: user.id });
    res.status(201).json({ id: group.id });
  });

  return router;
}

/** What may go directly below each type of group (partners themselves are made by the provider). */
const allowedChildren: Record<GroupRecord['type'], readonly GroupRecord['type'][]> = {
  partner: ['organisation', 'account'],
  organisation: ['account'],
  account: [],
};
