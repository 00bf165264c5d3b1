import type { ReactNode } from 'react';
import { Navigate, useLocation, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { useBreadcrumbExtras } from '../lib/breadcrumb-extras';
import { routeTo } from '../lib/navigation';
import { guard } from './access/guard';
import type { RoutePattern, RouteRule } from './access/route-table';
import { actingForKey, actingForNow } from './acting-for';
import { routeTitle, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { ScreenOrLoading, type LoadRouteModule, type ScreenLoaderData } from './screen-route';
import type { SignedInClient } from './signed-in-client';
import { signedInScreens } from './signed-in-screens';
import { RouteGuard } from './shell/route-guard';
import { useShell } from './shell/shell-context';

// The routes of the signed-in frame, loaded lazily by the router (router.tsx) with the frame: the
// guard, whom the portal acts for and the screens' queries are nothing the login page needs.

/**
 * The loader of a signed-in screen. The module downloads while whom the portal acts for is worked
 * out (from the cached groups, or the one request for them the frame shares); then, if the route
 * guard lets the visitor in, the module's loader starts the screen's queries.
 */
export function guardedScreenLoader(loadClient: () => Promise<SignedInClient>, rule: RouteRule, load: LoadRouteModule) {
  const signedIn = async () => {
    const { client, preloadQuery } = await loadClient();
    return { preloadQuery, acting: await actingForNow(client) };
  };
  return ({ params, request }: LoaderFunctionArgs): ScreenLoaderData => ({
    screen: Promise.all([load(), signedIn()]).then(([module, { preloadQuery, acting }]) => {
      if (!acting) return { module, data: null, actingFor: null };
      const allowed = guard(rule, acting.access).kind === 'allowed';
      const data =
        allowed && module.loader
          ? module.loader({ params, url: new URL(request.url), current: acting.current, roles: acting.access.user?.roles ?? [], preloadQuery })
          : null;
      return { module, data, actingFor: acting.key };
    }),
  });
}

/**
 * A page of the signed-in frame: its route guard decides what shows, and the title says what that
 * is, by the name the screen gave its crumb where it gave one. `built` is false for a row of the
 * route table whose screen is not written yet: it is guarded as its row says, then not found.
 */
export function GuardedScreen({ rule, built, children }: { rule: RouteRule; built: boolean; children?: ReactNode }) {
  const { access, selection, user } = useShell();
  const { pathname } = useLocation();
  // A screen that names its page better than the table (a file's name) names the tab too.
  const title = useBreadcrumbExtras().titles.get(pathname) ?? rule.title;
  useDocumentTitle(routeTitle(title, guard(rule, access), built));
  return (
    <RouteGuard rule={rule} title={title}>
      {children ?? (built ? <ScreenOrLoading actingFor={actingForKey(user.id, selection)} fallback={PageLoading} /> : <NotFoundPage />)}
    </RouteGuard>
  );
}

function UserRedirect() {
  const { user } = useShell();
  return <Navigate to={routeTo('/user/:userId', { userId: user.id })} replace />;
}

/** What the router's lazy signed-in route gets: the element, and the loader where the screen is built. */
export function guardedRoute(
  loadClient: () => Promise<SignedInClient>,
  row: RouteRule & { path: RoutePattern },
): { loader?: LoaderFunction; element: ReactNode } {
  if (row.path === '/user') return { element: <GuardedScreen rule={row} built children={<UserRedirect />} /> };
  const load = signedInScreens[row.path];
  if (!load) return { element: <GuardedScreen rule={row} built={false} /> };
  return { loader: guardedScreenLoader(loadClient, row, load), element: <GuardedScreen rule={row} built /> };
}
