import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredIdQueryParam } from '../../http/params';
import type { Plan, UserRecord } from '../../seed';
import type { SandboxStore } from '../../store';
import { comparisonOf, filterOf, planSettingsOf } from './catalogue-fields';
import { cataloguePlanView } from './catalogue-views';

/** Data administration is for the admin and super roles (docs/routes-and-access.md). */
export function isCatalogueStaff(user: UserRecord): boolean {
  return user.roles.some((role) => role === 'admin' || role === 'super');
}

export function requireCatalogueStaff(user: UserRecord): void {
  if (!isCatalogueStaff(user)) throw new HttpError(403, 'Only admin and super users may administer datasets and plans');
}

function planOf(store: SandboxStore, req: Request): Plan {
  const plan = store.catalogue.plan(requiredIdQueryParam(req, 'planId'));
  if (!plan) throw new HttpError(404, 'Plan not found');
  return plan;
}

/**
 * Staff's side of the plans (POST, PUT, DELETE /plans; staff read every plan with GET /plans, see
 * shop.ts), their filters (/filters) and comparison lines (/comparison).
 * Filters and comparison lines are named by their own id; each answer is in display order.
 */
export function catalogueRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const staff = (req: Request): UserRecord => {
    const { user } = sessionOf(req);
    requireCatalogueStaff(user);
    return user;
  };
  const datasetFor = (datasetId: number) => {
    const dataset = store.catalogue.dataset(datasetId);
    if (!dataset) throw new HttpError(404, 'Dataset not found');
    return dataset;
  };
  const view = (plan: Plan) => cataloguePlanView(plan, store.catalogue);

  router.post('/plans', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const settings = planSettingsOf(jsonBody(req));
    res.status(201).json(view(store.catalogue.createPlan(settings, datasetFor(settings.datasetId), user.id)));
  });

  router.put('/plans', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const plan = planOf(store, req);
    const settings = planSettingsOf(jsonBody(req));
    const dataset = datasetFor(settings.datasetId);
    // Subscriptions are kept per service and priced in their territory's currency: a held plan keeps both.
    const held = store.catalogue.subscribersOf(plan.planId) > 0;
    if (held && dataset.service !== plan.service) throw new HttpError(409, 'A plan that subscriptions hold cannot move to a dataset of another service');
    if (held && settings.territory !== plan.territory) throw new HttpError(409, 'A plan that subscriptions hold cannot move to another territory');
    res.json(view(store.catalogue.updatePlan(plan, settings, dataset, user.id)));
  });

  router.delete('/plans', requireBearer(ctx), (req, res) => {
    staff(req);
    const plan = planOf(store, req);
    const held = store.catalogue.subscribersOf(plan.planId);
    if (held > 0) throw new HttpError(409, `The plan is held by ${held} subscription${held === 1 ? '' : 's'}`);
    store.catalogue.removePlan(plan.planId);
    res.status(204).end();
  });

  // ---- filters: GET and POST name the plan; PUT and DELETE the filter

  const filterOfRequest = (req: Request) => {
    const filterId = requiredIdQueryParam(req, 'filterId');
    for (const plan of store.plans) {
      const filter = store.catalogue.findFilter(plan, filterId);
      if (filter) return { plan, filter };
    }
    throw new HttpError(404, 'Filter not found');
  };

  router.get('/filters', requireBearer(ctx), (req, res) => {
    staff(req);
    res.json(view(planOf(store, req)).planFilter);
  });

  router.post('/filters', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const plan = planOf(store, req);
    const filter = store.catalogue.addFilter(plan, filterOf(jsonBody(req)), user.id);
    res.status(201).json({ filterId: store.catalogue.filterId(filter), ...filter });
  });

  router.put('/filters', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const { plan, filter } = filterOfRequest(req);
    store.catalogue.updateFilter(plan, filter, filterOf(jsonBody(req)), user.id);
    res.json({ filterId: store.catalogue.filterId(filter), ...filter });
  });

  router.delete('/filters', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const { plan, filter } = filterOfRequest(req);
    store.catalogue.removeFilter(plan, filter, user.id);
    res.status(204).end();
  });

  // ---- comparison lines, the same way

  const comparisonOfRequest = (req: Request) => {
    const comparisonId = requiredIdQueryParam(req, 'comparisonId');
    for (const plan of store.plans) {
      const comparison = store.catalogue.findComparison(plan, comparisonId);
      if (comparison) return { plan, comparison };
    }
    throw new HttpError(404, 'Comparison not found');
  };

  router.get('/comparison', requireBearer(ctx), (req, res) => {
    staff(req);
    res.json(view(planOf(store, req)).planComparison);
  });

  router.post('/comparison', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const plan = planOf(store, req);
    const comparison = store.catalogue.addComparison(plan, comparisonOf(jsonBody(req)), user.id);
    res.status(201).json({ comparisonId: store.catalogue.comparisonId(comparison), ...comparison });
  });

  router.put('/comparison', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const { plan, comparison } = comparisonOfRequest(req);
    store.catalogue.updateComparison(plan, comparison, comparisonOf(jsonBody(req)), user.id);
    res.json({ comparisonId: store.catalogue.comparisonId(comparison), ...comparison });
  });

  router.delete('/comparison', requireBearer(ctx), (req, res) => {
    const user = staff(req);
    const { plan, comparison } = comparisonOfRequest(req);
    store.catalogue.removeComparison(plan, comparison, user.id);
    res.status(204).end();
  });

  return router;
}
