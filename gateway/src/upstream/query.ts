export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters of an upstream call; undefined and null ones are left out. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** The query string for `params` ('' when there is none), parameters sorted so equal calls match. */
export function serialiseQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const raw = params[name];
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value !== undefined && value !== null) search.append(name, String(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
