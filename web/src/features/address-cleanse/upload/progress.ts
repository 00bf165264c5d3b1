/** What the "Uploading file..." overlay shows: bytes sent of the total, percent and time left. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  percent: number;
  /** Seconds, or null until enough has been sent to say. */
  secondsLeft: number | null;
}

/**
 * Progress from the bytes the file server has acknowledged and the time since sending began.
 * Time left assumes the rate so far holds; it is not guessed before a second has passed or before
 * anything was acknowledged, since an estimate from one early chunk swings wildly.
 */
export function uploadProgress(sentBytes: number, totalBytes: number, elapsedMs: number): UploadProgress {
  const percent = totalBytes === 0 ? 100 : Math.min(100, Math.floor((sentBytes / totalBytes) * 100));
  let secondsLeft: number | null = null;
  if (sentBytes >= totalBytes) secondsLeft = 0;
  else if (sentBytes > 0 && elapsedMs >= 1000) secondsLeft = Math.ceil(((totalBytes - sentBytes) * elapsedMs) / sentBytes / 1000);
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
