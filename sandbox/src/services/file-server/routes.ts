import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { requiredQueryParam } from '../../http/params';
import type { Territory } from '../../seed';
import { fileStoreOf, type StoredFile } from './storage';

function idxParam(value: string): number {
  if (!/^\d{1,6}$/.test(value)) throw new HttpError(400, 'idx must be a whole number from 0');
  return Number(value);
}

/** Asciis only, and no quotes, so the name is safe in a header. */
function headerFileName(name: string): string {
  return name.replace(/[^\w .()-]/g, '_') || 'file';
}

/**
 * The file server's calls: an upload begun, sent in chunks of at most
 * 10,000,000 bytes (index from 0, in order, any one sent again replacing the earlier copy), and
 * ended with the file's SHA-256; `GET /files/{id}` streams a file back. Also `/upload/status` (the
 * chunks held, to resume from) and `DELETE /upload` (cancel), which the sandbox adds.
 */
export function fileServerRoutes(ctx: SandboxContext, territory: Territory): Router {
  const router = Router();
  const files = fileStoreOf(ctx.store, territory);
  const auth = requireBearer(ctx);

  router.get('/upload/begin', auth, (req, res) => {
    const { user } = sessionOf(req);
    const prefix = requiredQueryParam(req, 'filePrefix');
    if (isOverCharacters(prefix, 255)) throw new HttpError(400, 'filePrefix must be at most 255 characters');
    res.json({ fileId: files.begin(prefix, user.id).id });
  });

  router.post('/upload/chunk', auth, async (req, res) => {
    const { user } = sessionOf(req);
    const file = files.upload(requiredQueryParam(req, 'fileId'), user.id);
    const idx = idxParam(requiredQueryParam(req, 'idx'));
    const size = await files.writeChunk(file, idx, req);
    res.json({ fileId: file.id, idx, size, received: files.received(file).received });
  });

  router.get('/upload/status', auth, (req, res) => {
    const { user } = sessionOf(req);
    const file = files.upload(requiredQueryParam(req, 'fileId'), user.id);
    res.json({ fileId: file.id, ...files.received(file) });
  });

  router.get('/upload/end', auth, async (req, res) => {
    const { user } = sessionOf(req);
    const file = files.upload(requiredQueryParam(req, 'fileId'), user.id);
    const hash = requiredQueryParam(req, 'hash');
    if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw new HttpError(400, 'hash must be a SHA-256 in hex');
    const ended = await files.end(file, hash);
    res.json({ fileId: ended.id, size: ended.size, hash: ended.hash });
  });

  router.delete('/upload', auth, async (req, res) => {
    const { user } = sessionOf(req);
    const file = files.upload(requiredQueryParam(req, 'fileId'), user.id);
    await files.delete(file.id);
    res.json({ fileId: file.id, cancelled: true });
  });

  router.get('/files/:id', auth, async (req, res) => {
    const { user } = sessionOf(req);
    const file = await files.complete(String(req.params.id));
    if (!file || !mayRead(ctx, user, file)) throw new HttpError(404, 'No such file');
    res.setHeader('content-type', 'application/octet-stream');
    res.setHeader('content-length', String(file.size));
    res.setHeader('content-disposition', `attachment; filename="${headerFileName(file.prefix)}"`);
    // pipeline, not pipe: a download given up closes the file too.
    await pipeline(files.read(file), res).catch(() => undefined);
  });

  return router;
}

function mayRead(ctx: SandboxContext, user: Parameters<SandboxContext['store']['isStaff']>[0], file: StoredFile): boolean {
  if (file.userId === user.id || ctx.store.isStaff(user)) return true;
  return file.accountId !== undefined && ctx.store.mayActFor(user, file.accountId, 'owner');
}
