/**
 * Loading state per named area ('page', 'upload', ...). An area may start with a delay so a
 * quick request never flashes the overlay; the overlay shows while any area is loading.
 */
type Listener = () => void;
export type LoadingKind = 'loading' | 'uploading';

interface Area {
  kind: LoadingKind;
  visible: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

const areas = new Map<string, Area>();
const listeners = new Set<Listener>();
let snapshot: { active: boolean; kind: LoadingKind } = { active: false, kind: 'loading' };

function emit() {
  const visible = [...areas.values()].filter((area) => area.visible);
  const active = visible.length > 0;
  const kind: LoadingKind = visible.some((area) => area.kind === 'uploading') ? 'uploading' : 'loading';
  if (active !== snapshot.active || kind !== snapshot.kind) snapshot = { active, kind };
  for (const listener of listeners) listener();
}

export const loadingStore = {
  snapshot: () => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
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
