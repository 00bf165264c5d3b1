import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guard } from '../access/guard';
import type { RouteRule } from '../access/route-table';
import { withSearch } from '../../lib/navigation';
import { NotFoundPage } from '../not-found-page';
import { useShell } from './shell-context';
import { RefusalPage } from './refusal-page';
import { useShellDialogs } from './shell-dialogs';

/**
 * Every signed-in route renders through its row's guard; nothing else decides who may enter.
 * `title` names the page, so a refused page still says which page it is.
 */
export function RouteGuard({ rule, title, children }: { rule: RouteRule; title: string; children: ReactNode }) {
  const { access } = useShell();
  const { search } = useLocation();
  const dialogs = useShellDialogs();
  const outcome = guard(rule, access);
  switch (outcome.kind) {
    case 'allowed':
      return children;
    case 'redirect':
      return <Navigate to={withSearch(outcome.to, search)} replace />;
    case 'nothing':
      return null;
    case 'notFound':
      return <NotFoundPage />;
    case 'refused':
      return <RefusalPage title={title} message={outcome.message} onChangeAccount={() => dialogs.open('changeAccount')} />;
  }
}
