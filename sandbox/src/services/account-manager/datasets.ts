import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredIdQueryParam } from '../../http/params';
import type { Dataset } from '../../seed';
import type { DatasetSettings } from '../../store/catalogue';
import { requireCatalogueStaff } from './catalogue';
import { datasetSettingsOf } from './catalogue-fields';
import { datasetView } from './catalogue-views';

/** The datasets plans sell (GET, POST, PUT, DELETE /datasets): read by anyone signed in, changed by admin and super. */
export function datasetRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { catalogue } = ctx.store;
  const view = (dataset: Dataset) => datasetView(dataset, catalogue.datasetAudit(dataset.datasetId), catalogue.plansUsing(dataset.datasetId).length);
  const datasetOf = (req: Request) => {
    const dataset = catalogue.dataset(requiredIdQueryParam(req, 'datasetId'));
    if (!dataset) throw new HttpError(404, 'Dataset not found');
    return dataset;
  };
  const checkRefFree = (settings: DatasetSettings, exceptId?: number) => {
    const holder = catalogue.datasetByRef(settings.datasetRef);
    if (holder && holder.datasetId !== exceptId) throw new HttpError(409, `A dataset with reference ${holder.datasetRef} already exists`);
  };

  router.get('/datasets', requireBearer(ctx), (_req, res) => {
    res.json(catalogue.datasetsById().map(view));
  });

  router.post('/datasets', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    requireCatalogueStaff(user);
    const settings = datasetSettingsOf(jsonBody(req));
    checkRefFree(settings);
    res.status(201).json(view(catalogue.createDataset(settings, user.id)));
  });

  router.put('/datasets', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    requireCatalogueStaff(user);
    const dataset = datasetOf(req);
    const settings = datasetSettingsOf(jsonBody(req));
    checkRefFree(settings, dataset.datasetId);
    // The plans of a dataset carry its service; subscriptions are kept per service.
    if (settings.service !== dataset.service && catalogue.plansUsing(dataset.datasetId).length > 0) {
      throw new HttpError(409, 'The service of a dataset that plans use cannot change');
    }
    res.json(view(catalogue.updateDataset(dataset, settings, user.id)));
  });

  router.delete('/datasets', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    requireCatalogueStaff(user);
    const dataset = datasetOf(req);
    const used = catalogue.plansUsing(dataset.datasetId).length;
    if (used > 0) throw new HttpError(409, `The dataset is used by ${used} plan${used === 1 ? '' : 's'}`);
    catalogue.removeDataset(dataset.datasetId);
    res.status(204).end();
  });

  return router;
}
