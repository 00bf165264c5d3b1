import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { requiredQueryParam } from '../../http/params';
import { groupView, tokenView, userView } from './views';

const MAX_FILTER_LENGTH = 100;

/** The staff search: every token, group and user matching the filter, as the service answers it, unpaged. */
export function searchRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const nameOf = (groupId: number | null) => (groupId === null ? null : (store.getGroup(groupId)?.name ?? null));

  router.get('/search', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    if (!store.isStaff(user)) throw new HttpError(403, 'Only staff may search');
    const filter = requiredQueryParam(req, 'filter');
    if (isOverCharacters(filter, MAX_FILTER_LENGTH)) throw new HttpError(400, `filter must be at most ${MAX_FILTER_LENGTH} characters`);
    const found = store.search(filter);
    res.json({
      tokens: found.tokens.map((token) => tokenView(token, nameOf(token.parentId))),
      groups: found.groups.map((group) => groupView(group, store.accessTo(user.id, group.id), nameOf(group.parentId))),
      users: found.users.map(userView),
    });
  });

  return router;
}
