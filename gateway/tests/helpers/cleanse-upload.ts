import { createHash } from 'node:crypto';
import type { RequestListener } from 'node:http';
import request from 'supertest';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface UploadOutcome {
  fileId: string;
  status: number;
  body: { fileId?: string; size?: number; hash?: string; code?: string; msg?: string };
}

/** Uploads through the gateway's routes as the browser does: begin, chunks from idx 0 (the second sent twice, as after a drop), end with the hash. */
export async function uploadThroughGateway(
  app: RequestListener,
  jwt: string,
  accountId: string,
  data: Buffer,
  options: { chunkSize?: number; hash?: string; name?: string } = {},
): Promise<UploadOutcome> {
  const auth = `Bearer ${jwt}`;
  const begun = await request(app)
    .post('/address-cleanse/upload/begin')
    .query({ accountId, filePrefix: options.name ?? 'planted.csv' })
    .set('authorization', auth);
  if (begun.status !== 200) throw new Error(`begin answered ${begun.status}: ${begun.text}`);
  const fileId = (begun.body as { fileId: string }).fileId;
  const chunkSize = options.chunkSize ?? (Math.ceil(data.length / 3) || 1);
  for (let start = 0, idx = 0; start < data.length; start += chunkSize, idx += 1) {
    const chunk = data.subarray(start, start + chunkSize);
    for (let send = 0; send < (idx === 1 ? 2 : 1); send += 1) {
      const sent = await request(app)
        .post('/address-cleanse/upload/chunk')
        .query({ accountId, fileId, idx })
        .set('authorization', auth)
        .set('content-type', 'application/octet-stream')
        .send(chunk);
      if (sent.status !== 200) throw new Error(`chunk ${idx} answered ${sent.status}: ${sent.text}`);
    }
  }
  const ended = await request(app)
    .post('/address-cleanse/upload/end')
    .query({ accountId, fileId, hash: options.hash ?? sha256(data) })
    .set('authorization', auth);
  return { fileId, status: ended.status, body: ended.body as UploadOutcome['body'] };
}
