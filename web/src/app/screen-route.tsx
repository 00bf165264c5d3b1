import { Suspense, use, useEffect, useMemo, type ComponentType } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ReadySuspense } from '../components/loading/ready-suspense';
import { ScreenDataContext, type RouteModule } from '../lib/route-module';
import type { RouteRule } from './access/route-table';
import { useDocumentTitle } from './document-title';
import { PortalLoading } from './portal-loading';

// A screen's route: its module and its data start loading together as the navigation starts, and
// the page shows the screen's Loading state, not a blank, until both are there. The signed-in
// screens' loader and guard are in guarded-route.tsx, which loads after sign-in.

export type LoadRouteModule = () => Promise<RouteModule>;

/** A screen as its loader left it: the module, what the module's loader returned, and for whom. */
interface LoadedScreen {
  module: RouteModule;
  data: unknown;
  /** Who the data was loaded for, acting for whom (acting-for.ts); null for public screens. */
  actingFor: string | null;
}

/** What a route's loader hands its element: a promise, not awaited, so the navigation never waits on data. */
export interface ScreenLoaderData {
  screen: Promise<LoadedScreen>;
}

/** The loader of a public screen: its module only. */
export function publicScreenLoader(load: LoadRouteModule) {
  return (): ScreenLoaderData => ({ screen: load().then((module) => ({ module, data: null, actingFor: null })) });
}

/** A public page: titled from the route table and shown once its module is here. */
export function PublicScreen({ rule }: { rule: RouteRule }) {
  useDocumentTitle(rule.title);
  return <ScreenOrLoading actingFor={null} fallback={PortalLoading} />;
}

/**
 * The screen its loader started, with `fallback` until its module and data are in, and the moment
 * they are (ReadySuspense says why React has to be told).
 */
export function ScreenOrLoading({ actingFor, fallback: Fallback }: { actingFor: string | null; fallback: ComponentType }) {
  const { screen } = useLoaderData() as ScreenLoaderData;
  return (
    <ReadySuspense ready={screen} fallback={<Fallback />}>
      <Screen actingFor={actingFor} fallback={Fallback} />
    </ReadySuspense>
  );
}

/**
 * The screen its loader started. When the frame acts for someone else than the data was loaded
 * for (Change Account, or the groups came later than the loader asked), the loaders run again; a
 * screen without a loader has no such data and follows the frame by itself. `fallback` shows while
 * a screen without a Loading state of its own waits.
 */
function Screen({ actingFor, fallback }: { actingFor: string | null; fallback: ComponentType }) {
  const { screen } = useLoaderData() as ScreenLoaderData;
  const loaded = use(screen);
  const revalidator = useRevalidator();
  const stale = actingFor !== null && loaded.module.loader !== undefined && loaded.actingFor !== actingFor;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);

  const data = useMemo(() => ({ data: loaded.data }), [loaded.data]);

  const { Component, Loading = fallback } = loaded.module;
  if (stale) return <Loading />;
  return (
    <ScreenDataContext.Provider value={data}>
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </ScreenDataContext.Provider>
  );
}
