import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { jsonBody } from '../../http/params';
import type { GroupChanges } from '../../store/group-changes';
import { administeredGroup } from './administration';
import { groupView } from './views';

const ADDRESS_FIELDS = ['address1', 'address2', 'address3', 'address4', 'town', 'county', 'postcode', 'country'] as const;

/** The fields given, trimmed; an address field may be emptied, the name may not. */
function groupChanges(body: Record<string, unknown>): GroupChanges {
  const changes: GroupChanges = {};
  for (const name of ['name', ...ADDRESS_FIELDS] as const) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
    if (isOverCharacters(value, 200)) throw new HttpError(400, `${name} must be at most 200 characters`);
    changes[name] = value.trim();
  }
  if (changes.name === '') throw new HttpError(400, 'name is required');
  return changes;
}

/** Editing a group's name and address (PUT /groups) and deleting a group (DELETE /groups). */
export function groupChangeRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.put('/groups', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user, 'groupId', 'Not allowed to change that group');
    const updated = store.groupEdits.update(group.id, groupChanges(jsonBody(req)), user.id) ?? group;
    const parentName = updated.parentId === null ? null : (store.getGroup(updated.parentId)?.name ?? null);
    res.json(groupView(updated, store.accessTo(user.id, updated.id), parentName));
  });

  router.delete('/groups', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user, 'id', 'Not allowed to delete that group');
    // Partners are set up by the provider, and only staff take them down.
    if (group.type === 'partner' && !store.isStaff(user)) throw new HttpError(403, 'Not allowed to delete that group');
    if (store.groupEdits.hasChildren(group.id)) throw new HttpError(409, 'That group still holds other groups: delete them first');
    store.groupEdits.remove(group.id);
    res.json({ deleted: true });
  });

  return router;
}
