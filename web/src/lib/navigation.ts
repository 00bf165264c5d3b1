import { useCallback } from 'react';
import { generatePath, useLocation, useNavigate, useNavigation, type NavigateOptions } from 'react-router';

/**
 * The portal's routes. The app fills this in from its route table (`declare module` in
 * src/app/router.tsx), the way React Router's own `Register` works, so that features and shared
 * code can name a route, and have a misspelt one fail the type check, without importing the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface PortalRoutes {}

/** A route of the route table, as its pattern: `/applications/addresslookup`, `/user/:userId`. */
export type RoutePath = PortalRoutes extends { path: infer Path extends string } ? Path : never;

/** A pattern with each `:param` widened to any text: `/user/:userId` gives `/user/${string}`. */
type Filled<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern;

/** An address inside the portal: a route with its parameters filled in, perhaps with a query. */
export type PortalHref = Filled<RoutePath> | `${Filled<RoutePath>}?${string}`;

type ParamsOf<Path extends string> = Parameters<typeof generatePath<Path>>[1];

/** A route's address with its parameters filled in: `routeTo('/user/:userId', { userId: '7' })` is `/user/7`. */
export function routeTo<Path extends RoutePath>(path: Path, params?: ParamsOf<Path>): Filled<Path> {
  return generatePath(path, params) as Filled<Path>;
}

/** Appends the current query string: the portal keeps it across navigation. */
export function withSearch(path: PortalHref, search: string): string {
  if (!search || search === '?') return path;
  return path.includes('?') ? `${path}&${search.slice(1)}` : `${path}${search}`;
}

export function useNavigateKeepingSearch() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((path: PortalHref, options?: NavigateOptions) => navigate(withSearch(path, search), options), [navigate, search]);
}

/**
 * Whether the router is on its way to another page. A public page's button that leads into the
 * signed-in frame spins until the frame has opened: its code and the first screen's data load first.
 */
export function useNavigating(): boolean {
  return useNavigation().state !== 'idle';
}
