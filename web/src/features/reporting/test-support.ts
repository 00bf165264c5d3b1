import { vi } from 'vitest';
export { acmeMain, fakeGateway, koalaMain, type FakeAnswer, type FakeRequest } from '../../test/render-screen';
export { renderRouted as renderReport } from '../../test/render-routed';

// The reporting screens in a test: the shared screen harness (Acme Main or Koala Main, a fake
// gateway), a report's route module run as the router runs it, and what reports produce.

/** The starts of `count` days from `first` (yyyy-mm-dd), as the gateway lists a daily window's periods. */
export function dailyPeriods(first: string, count: number) {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString());
}

/** What a CSV export handed the browser: the file's name and text. */
export function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, text: readBlob(blob).then((text) => text.replace(/^\uFEFF/, '')) });
    else click.call(this);
  };
  return { files, restore: () => (HTMLAnchorElement.prototype.click = click) };
}

/** A blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** jsdom has no ResizeObserver; the chart (a picture only) asks for one. For a file's beforeAll. */
export function stubResizeObserver() {
  if (!('ResizeObserver' in globalThis))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
}

/**
 * A ResizeObserver that reports a 600 px box soon after it is asked, as a browser does once it has
 * laid the page out, so the chart is drawn (useBoxWidth). For a test that reads the chart itself;
 * put back with vi.unstubAllGlobals().
 */
export function stubMeasuringResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => this.report([{ contentRect: { width: 600 } } as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The window the reports' tests ask for: November 2026 by month, or its fortnight from the 10th by day. */
export function reportWindow(monthly: boolean) {
  return monthly
    ? { __typename: 'ReportWindow', from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.000Z', period: 'monthly', periods: ['2026-11-01T00:00:00.000Z'] }
    : {
        __typename: 'ReportWindow',
        from: '2026-11-10T00:00:00.000Z',
        to: '2026-11-23T23:59:59.000Z',
        period: 'daily',
        periods: dailyPeriods('2026-11-10', 14),
      };
}
