import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** Appends the current query string: the portal keeps it across navigation. */
export function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return path.includes('?') ? `${path}&${search.slice(1)}` : `${path}${search}`;
}

export function useNavigateKeepingSearch() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((path: string, options?: NavigateOptions) => navigate(withSearch(path, search), options), [navigate, search]);
}
