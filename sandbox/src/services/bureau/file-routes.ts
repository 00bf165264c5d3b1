import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idQueryParam, jsonBody, requiredIdQueryParam, requiredString } from '../../http/params';
import type { BureauFile } from '../../seed';
import { mappingIsUsable, mappingTypes } from './records';
import { dedupeLevels, outputFields, outputGroups, suppressionActions, suppressionTypes, type FileSettings } from './settings';
import { bureauStateOf } from './state';
import {
  addressSettings,
  bool,
  dedupeSeparateFile,
  dedupeSettings,
  delimiter,
  inputFieldMapping,
  mafSettings,
  outputSettings,
  suppressionSettings,
} from './validate';
import { fileView } from './views';

/** States in which a file's mapping and settings may still change. */
const CHANGEABLE: readonly BureauFile['status'][] = ['uploaded', 'mapped', 'tested', 'costed'];

/** The bureau's file calls: the files of an account, their mapping and their settings. */
export function bureauFileRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const bureau = bureauStateOf(ctx);
  const auth = requireBearer(ctx);

  const fileOf = (req: Request) => bureau.file(sessionOf(req).user, requiredIdQueryParam(req, 'accountId'), requiredIdQueryParam(req, 'fileId'));
  const view = (file: BureauFile) => fileView(file, bureau.extra(file));

  // ---- catalogues
  router.get('/mafs', auth, (_req, res) => {
    res.json(ctx.store.mafs);
  });
  router.get('/mappingtypes', auth, (_req, res) => {
    res.json(mappingTypes);
  });
  router.get('/dedupelevels', auth, (_req, res) => {
    res.json(dedupeLevels);
  });
  router.get('/suppressiontypes', auth, (_req, res) => {
    res.json(suppressionTypes);
  });
  router.get('/suppressionsettings', auth, (_req, res) => {
    res.json(suppressionActions);
  });
  router.get('/outputgroups', auth, (_req, res) => {
    res.json(outputGroups);
  });
  router.get('/outputfields', auth, (_req, res) => {
    res.json(outputFields);
  });

  // ---- files
  router.get('/files', auth, (req, res) => {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accountId');
    const fileId = idQueryParam(req, 'fileId');
    if (fileId !== undefined) {
      res.json(view(bureau.file(user, accountId, fileId)));
      return;
    }
    bureau.requireOwner(user, accountId);
    res.json(bureau.filesOf(accountId).map(view));
  });

  router.post('/files', auth, async (req, res) => {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accountId');
    bureau.requireOwner(user, accountId);
    const body = jsonBody(req);
    const file = await bureau.create(user, accountId, {
      name: requiredString(body, 'name', 255),
      fileServerId: requiredString(body, 'fileServerId'),
      testFileServerId: requiredString(body, 'testFileServerId'),
      delimiter: delimiter(body),
      hasHeader: bool(body, 'hasHeader'),
      useQuotes: bool(body, 'useQuotes'),
    });
    res.status(201).json(view(file));
  });

  router.put('/files', auth, (req, res) => {
    const file = fileOf(req);
    file.name = requiredString(jsonBody(req), 'name', 255);
    bureau.touch(file);
    res.json(view(file));
  });

  router.delete('/files', auth, async (req, res) => {
    const file = fileOf(req);
    if (file.status === 'paid' || file.status === 'processing') throw new HttpError(409, 'The file is being processed: delete it once it is finished');
    await bureau.delete(file);
    res.json({ deleted: true });
  });

  // ---- mapping
  router.get('/files/inputfields', auth, (req, res) => {
    const file = fileOf(req);
    res.json({ inputFields: file.upload.inputFields, templateFileId: file.upload.templateFileId });
  });

  router.put('/files/inputfields', auth, (req, res) => {
    const file = fileOf(req);
    requireChangeable(file);
    const body = jsonBody(req);
    const mapping = inputFieldMapping(body, file.upload.inputFields.length);
    const templateFileId = body.templateFileId ?? null;
    if (templateFileId !== null && (typeof templateFileId !== 'number' || !bureau.filesOf(file.accountId).some((other) => other.id === templateFileId))) {
      throw new HttpError(400, "templateFileId must name another of the account's files");
    }
    const fields = file.upload.inputFields.map((field) => ({ ...field, ...(mapping.get(field.inputOrder) ?? { mappingType: '', mappingOrder: 0 }) }));
    if (!mappingIsUsable(fields)) throw new HttpError(400, 'Map at least an address line (or premise and street) and a postcode or town');
    file.upload.inputFields = fields;
    file.upload.templateFileId = templateFileId;
    restart(file, 'mapped');
    res.json(view(file));
  });

  // ---- settings: one call per part of the properties screen
  const setting = (
    path: string,
    read: (body: Record<string, unknown>, file: BureauFile, settings: FileSettings) => Partial<FileSettings>,
    pick: (settings: FileSettings) => unknown,
  ) => {
    router.get(path, auth, (req, res) => {
      res.json(pick(bureau.extra(fileOf(req)).settings));
    });
    router.put(path, auth, (req, res) => {
      const file = fileOf(req);
      requireChangeable(file);
      const extra = bureau.extra(file);
      extra.settings = { ...extra.settings, ...read(jsonBody(req), file, extra.settings) };
      // Results of other settings no longer hold: the test is run again.
      if (file.status === 'tested' || file.status === 'costed') restart(file, 'mapped');
      res.json(pick(extra.settings));
    });
  };
  setting(
    '/files/mafsettings',
    (body) =>
      mafSettings(
        body,
        ctx.store.mafs.map((maf) => maf.mafId),
      ),
    ({ mafId }) => ({ mafId }),
  );
  setting('/files/addresssettings', addressSettings, ({ addressSettings: value }) => value);
  setting('/files/dedupesettings', dedupeSettings, ({ dedupeLevel, dedupeAction }) => ({ dedupeLevel, dedupeAction }));
  setting(
    '/files/dedupeseparatefile',
    (body, _file, settings) => dedupeSeparateFile(body, settings),
    ({ dedupeSeparateFile: separate }) => ({ dedupeSeparateFile: separate }),
  );
  setting('/files/suppressionsettings', suppressionSettings, ({ suppressions }) => ({ suppressions }));
  setting(
    '/files/outputgroups',
    (body, file) => outputSettings(body, file.upload.inputFields.length),
    ({ outputGroups: groups, outputFields: fields }) => ({ outputGroups: groups, outputFields: fields }),
  );

  function restart(file: BureauFile, status: 'mapped'): void {
    file.status = status;
    file.testResults = null;
    bureau.extra(file).costs = null;
    bureau.touch(file);
  }

  return router;
}

function requireChangeable(file: BureauFile): void {
  if (!CHANGEABLE.includes(file.status)) throw new HttpError(409, 'The file has been paid for or discarded: its mapping and settings can no longer change');
}
