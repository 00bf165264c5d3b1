import { Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ScreenDataContext, type RouteModule } from '../lib/route-module';
import { guard } from './access/guard';
import type { RouteRule } from './access/route-table';
import type { Selection } from './access/types';
import { actingForNow } from './acting-for';
import { routeTitle, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { RouteGuard } from './shell/route-guard';
import { useShell } from './shell/shell-context';

// A screen's route: its module and its data start loading together as the navigation starts, and
// the page shows the screen's Loading state, not a blank, until both are there.

export type LoadRouteModule = () => Promise<RouteModule>;

/** A screen as its loader left it: the module, what the module's loader returned, and for whom. */
interface LoadedScreen {
  module: RouteModule;
  data: unknown;
  /** The selection the data was loaded for; null for public screens. */
  actingFor: string | null;
}

/** What a route's loader hands its element: a promise, not awaited, so the navigation never waits on data. */
interface ScreenLoaderData {
  screen: Promise<LoadedScreen>;
}

const selectionKey = (selection: Selection | null) => (selection ? [selection.partner?.id, selection.organisation?.id, selection.account?.id].join('/') : '');

/** The loader of a public screen: its module only. */
export function publicScreenLoader(load: LoadRouteModule) {
  return (): ScreenLoaderData => ({ screen: load().then((module) => ({ module, data: null, actingFor: null })) });
}

/**
 * The loader of a signed-in screen. The module downloads while whom the portal acts for is worked
 * out (from the cached groups, or the one request for them the frame shares); then, if the route
 * guard lets the visitor in, the module's loader starts the screen's queries.
 */
export function guardedScreenLoader(client: ApolloClient, rule: RouteRule, load: LoadRouteModule) {
  const preloadQuery = createQueryPreloader(client);
  return ({ params }: LoaderFunctionArgs): ScreenLoaderData => ({
    screen: Promise.all([load(), actingForNow(client)]).then(([module, acting]) => {
      if (!acting) return { module, data: null, actingFor: null };
      const allowed = guard(rule, acting.access).kind === 'allowed';
      const data = allowed && module.loader ? module.loader({ params, current: acting.current, preloadQuery }) : null;
      return { module, data, actingFor: selectionKey(acting.selection) };
    }),
  });
}

/** A page-shaped placeholder, for a screen without a Loading state of its own and until its module is here. */
export function PageLoading() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/** A public page: titled from the route table and shown once its module is here. */
export function PublicScreen({ rule }: { rule: RouteRule }) {
  useDocumentTitle(rule.title);
  return (
    <Suspense fallback={<PublicLoading />}>
      <Screen actingFor={null} />
    </Suspense>
  );
}

function PublicLoading() {
  return (
    <Box sx={{ p: 4 }}>
      <PageLoading />
    </Box>
  );
}

/**
 * A page of the signed-in frame: its route guard decides what shows, and the title says what that
 * is. `built` is false for a row of the route table whose screen is not written yet: it is guarded
 * as the spec asks, then not found.
 */
export function GuardedScreen({ rule, built, children }: { rule: RouteRule; built: boolean; children?: ReactNode }) {
  const { access, selection } = useShell();
  useDocumentTitle(routeTitle(rule.title, guard(rule, access), built));
  return (
    <RouteGuard rule={rule}>
      {children ??
        (built ? (
          <Suspense fallback={<PageLoading />}>
            <Screen actingFor={selectionKey(selection)} />
          </Suspense>
        ) : (
          <NotFoundPage />
        ))}
    </RouteGuard>
  );
}

/**
 * The screen its loader started. When the frame acts for someone else than the data was loaded
 * for (Change Account, or the groups came later than the loader asked), the loaders run again; a
 * screen without a loader has no such data and follows the frame by itself.
 */
function Screen({ actingFor }: { actingFor: string | null }) {
  const { screen } = useLoaderData() as ScreenLoaderData;
  const loaded = use(screen);
  const revalidator = useRevalidator();
  const stale = actingFor !== null && loaded.module.loader !== undefined && loaded.actingFor !== actingFor;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);

  const data = useMemo(() => ({ data: loaded.data }), [loaded.data]);

  const { Component, Loading = PageLoading } = loaded.module;
  if (stale) return <Loading />;
  return (
    <ScreenDataContext.Provider value={data}>
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </ScreenDataContext.Provider>
  );
}
