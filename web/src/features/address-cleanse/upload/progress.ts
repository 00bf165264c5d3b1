/** What the "Uploading file..." overlay shows: bytes sent of the total, percent and time left. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  percent: number;
  /** Seconds, or null until enough has been sent to say. */
  secondsLeft: number | null;
}

/**
 * Progress from the bytes sent (acknowledged, and those of the chunk travelling) and the upload's
 * recent rate (upload-rate.ts). Time left assumes that rate holds; without one, or at none (a
 * stalled connection), it is not guessed.
 */
export function uploadProgress(sentBytes: number, totalBytes: number, bytesPerMs: number | null): UploadProgress {
  const percent = totalBytes === 0 ? 100 : Math.min(100, Math.floor((sentBytes / totalBytes) * 100));
  let secondsLeft: number | null = null;
  if (sentBytes >= totalBytes) secondsLeft = 0;
  else if (bytesPerMs !== null && bytesPerMs > 0) secondsLeft = Math.ceil((totalBytes - sentBytes) / bytesPerMs / 1000);
  return { sentBytes, totalBytes, percent, secondsLeft };
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1,234,567 bytes read as "1.2 MB" (decimal units, as the chunk size is given). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  if (unit === 0) return `${bytes.toLocaleString('en-GB')} bytes`;
  return `${value.toLocaleString('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ${units[unit]}`;
}

/** "About 2 min 5 s left"; "Working out the time left..." before there is a rate to go by. */
export function formatTimeLeft(secondsLeft: number | null): string {
  if (secondsLeft === null) return 'Working out the time left...';
  if (secondsLeft <= 0) return 'Finishing...';
  const hours = Math.floor(secondsLeft / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  const seconds = secondsLeft % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', !hours && seconds ? `${seconds} s` : ''].filter(Boolean);
  return `About ${parts.join(' ')} left`;
}
