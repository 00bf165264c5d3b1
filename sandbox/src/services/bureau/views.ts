import type { BureauFile } from '../../seed';
import type { FileExtra } from './state';

/** A file as the bureau's `/files` calls answer it. */
export function fileView(file: BureauFile, extra: FileExtra) {
  const { processedRecords, totalRecords } = extra.progress;
  const running = file.status === 'processing' || file.status === 'paid';
  const percent = file.status === 'finished' ? 100 : totalRecords ? Math.min(100, Math.round((processedRecords / totalRecords) * 1000) / 10) : 0;
  return {
    id: file.id,
    accountId: file.accountId,
    name: file.name,
    status: file.status,
    size: extra.size,
    createTimestamp: file.createTimestamp,
    updateTimestamp: file.updateTimestamp,
    upload: { ...file.upload, rowCount: extra.rowCounted ? file.upload.rowCount : null, inputFields: file.upload.inputFields.map((field) => ({ ...field })) },
    settings: extra.settings,
    progress: {
      processedRecords: running || file.status === 'finished' ? processedRecords : 0,
      totalRecords,
      percent: running || file.status === 'finished' ? percent : 0,
    },
    hasTestResults: file.testResults !== null,
    hasFullResults: file.fullResults !== null,
    hasDuplicatesFile:
      extra.duplicatesFileServerId !== null ||
      (file.status !== 'finished' && file.status !== 'discarded' && extra.settings.dedupeAction === 'remove' && extra.settings.dedupeSeparateFile),
  };
}
