import { createStore, useStore } from '../../lib/store';

/**
 * Loading state per named area ('page', 'upload', ...). An area may start with a delay so a
 * quick request never flashes the overlay; the overlay shows while any area is loading.
 */
export type LoadingKind = 'loading' | 'uploading';

interface Area {
  kind: LoadingKind;
  visible: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

const areas = new Map<string, Area>();
const overlay = createStore<{ active: boolean; kind: LoadingKind }>({ active: false, kind: 'loading' });

function emit() {
  const visible = [...areas.values()].filter((area) => area.visible);
  const active = visible.length > 0;
  const kind: LoadingKind = visible.some((area) => area.kind === 'uploading') ? 'uploading' : 'loading';
  const now = overlay.get();
  if (active !== now.active || kind !== now.kind) overlay.set({ active, kind });
}

export const loadingStore = {
  snapshot: overlay.get,
  subscribe: overlay.subscribe,
  start(name: string, options: { delayMs?: number; kind?: LoadingKind } = {}) {
    loadingStore.stop(name);
    const area: Area = { kind: options.kind ?? 'loading', visible: !options.delayMs };
    if (options.delayMs) {
      area.timer = setTimeout(() => {
        area.visible = true;
        emit();
      }, options.delayMs);
    }
    areas.set(name, area);
    emit();
  },
  stop(name: string) {
    const area = areas.get(name);
    if (!area) return;
    clearTimeout(area.timer);
    areas.delete(name);
    emit();
  },
  isLoading: (name: string) => areas.get(name)?.visible ?? false,
};

/** Whether the overlay shows, and what it says. */
export const useLoadingOverlay = () => useStore(overlay);
