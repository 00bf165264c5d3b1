import { createContext, useContext, type ComponentType } from 'react';
import type { Params } from 'react-router';
import type { PreloadQueryFunction } from '@apollo/client/react';
import type { CurrentAccount } from './current-account';

// What a screen's route module gives the router, and what the router gives it back. A module
// exports its Component, and where it shows data from the start, the query, a `loader` that starts
// that query as the navigation starts (preloadQuery, read with useReadQuery), and a Loading state for
// while it arrives. The app's router calls the loader once it knows the account the screen acts for
// and that the route guard lets the visitor in.

export interface ScreenLoaderArgs {
  params: Params;
  /** Where the navigation goes, its query too: a screen whose choices live in the URL loads what they name. */
  url: URL;
  /** The partner, organisation and account the screen acts for, as the signed-in frame shows them. */
  current: CurrentAccount;
  /** The signed-in user's roles: a screen asks only for what they may see (staff figures for staff). */
  roles: readonly string[];
  preloadQuery: PreloadQueryFunction;
}

export interface RouteModule {
  Component: ComponentType;
  /** Starts the screen's queries and returns their refs; it must not wait for their answers. */
  loader?: (args: ScreenLoaderArgs) => unknown;
  /** What the screen shows until its data has arrived. */
  Loading?: ComponentType;
}

type AnyLoader = (args: ScreenLoaderArgs) => unknown;

/** Holds what the route's loader returned, for the screen below it. */
export const ScreenDataContext = createContext<{ data: unknown } | null>(null);

/** What this screen's loader returned: `useScreenData<typeof loader>()`. */
export function useScreenData<Loader extends AnyLoader>(): ReturnType<Loader> {
  const holder = useContext(ScreenDataContext);
  if (!holder) throw new Error('useScreenData is only for a screen the router loaded');
  return holder.data as ReturnType<Loader>;
}
