import type { ServiceClient } from '../upstream/service';
import { upstreamUploadBegun, upstreamUploadCancelled, upstreamUploadEnded, upstreamUploadStatus } from './types';

/**
 * The uk file server's small calls, made for one caller through the request layer (never cached:
 * each changes or reads an upload in progress). Chunks and downloads are streamed apart
 * (file-transfer.ts), as they are too big for the request layer's answers in memory.
 */
export class FileServerClient {
  constructor(private readonly http: ServiceClient) {}

  begin(filePrefix: string) {
    return this.http.request({
      action: 'upload the file',
      method: 'GET',
      path: '/upload/begin',
      query: { filePrefix },
      answer: upstreamUploadBegun,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  status(fileId: string) {
    return this.http.request({
      action: 'upload the file',
      method: 'GET',
      path: '/upload/status',
      query: { fileId },
      answer: upstreamUploadStatus,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  end(fileId: string, hash: string) {
    return this.http.request({
      action: 'upload the file',
      method: 'GET',
      path: '/upload/end',
      query: { fileId, hash },
      answer: upstreamUploadEnded,
      auth: { kind: 'bearer' },
      cache: false,
    });
  }

  cancel(fileId: string) {
    return this.http.request({
      action: 'cancel the upload',
      method: 'DELETE',
      path: '/upload',
      query: { fileId },
      answer: upstreamUploadCancelled,
      auth: { kind: 'bearer' },
    });
  }
}
