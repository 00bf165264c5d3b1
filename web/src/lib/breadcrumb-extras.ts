import { useEffect } from 'react';
import { createStore, useStore } from './store';

// What a screen adds to the frame's breadcrumb bar: a better name for a step of its path than the
// route table's (a file's name instead of "Unknown File"), and what the ellipsis menu's "Export
// settings for API" does on the page. Features may not import the app, so they register here and
// the bar reads it.

interface Extras {
  /** Crumb names by the path of their step, e.g. /applications/addresscleanse/file/7. */
  titles: ReadonlyMap<string, string>;
  /** Set while a page can export its settings for the API. */
  exportApiSettings: (() => void) | null;
}

const extras = createStore<Extras>({ titles: new Map(), exportApiSettings: null });

function update(next: Partial<Extras>) {
  extras.set({ ...extras.get(), ...next });
}

/** The bar's view of what screens registered. */
export function useBreadcrumbExtras(): Extras {
  return useStore(extras);
}

/** Names the crumb of `path` while the calling screen is shown; undefined leaves the route table's name. */
export function useCrumbTitle(path: string, title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return undefined;
    update({ titles: new Map(extras.get().titles).set(path, title) });
    return () => {
      const titles = new Map(extras.get().titles);
      titles.delete(path);
      update({ titles });
    };
  }, [path, title]);
}

/** Offers "Export settings for API" in the ellipsis menu while the calling screen is shown (and the query has api=true). */
export function useExportApiSettings(action: (() => void) | null) {
  useEffect(() => {
    if (!action) return undefined;
    update({ exportApiSettings: action });
    return () => {
      if (extras.get().exportApiSettings === action) update({ exportApiSettings: null });
    };
  }, [action]);
}
