/** The paths the gateway answers as themselves; anything below a prefix counts under the prefix. */
const exactRoutes = new Set([
  '/',
  '/graphql',
  '/graphql/stream',
  '/portal/config.js',
  '/address-cleanse/upload/begin',
  '/address-cleanse/upload/chunk',
  '/address-cleanse/upload/status',
  '/address-cleanse/upload/end',
  '/address-cleanse/upload/cancel',
  '/address-cleanse/download',
]);
const prefixes = ['/portal/assets/', '/portal/', '/address-cleanse/', '/graphql/'];

/**
 * The route template a path is counted and logged under: metrics labels and log fields must
 * have few values and hold no ids or secrets, so a path never appears raw (a query string is
 * never part of it).
 */
export function routeOf(path: string): string {
  if (exactRoutes.has(path)) return path;
  if (path === '/portal') return '/portal/*';
  for (const prefix of prefixes) if (path.startsWith(prefix)) return `${prefix}*`;
  return 'other';
}

/** The path of a request target, without its query string. */
export function pathOf(url: string | undefined): string {
  if (url === undefined) return '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
