import { useEffect } from 'react';
import type { GuardOutcome } from './access/guard';

const portalName = 'Data Portal';

/** The title of a page the portal has no page for, or hides from the visitor (a missing role). */
export const notFoundTitle = 'Page Not Found';
/** The title of the page shown when a screen itself fails. */
export const routeErrorTitle = 'Unexpected Error';

/** What the browser's tab and history call a page (WCAG 2.4.2): "Address Lookup · Data Portal". */
export const documentTitle = (pageTitle: string) => `${pageTitle} · ${portalName}`;

/**
 * The page title of a route, given what its guard decided and whether its screen is built. A
 * refused page keeps its name, so the visitor knows which page was refused; a page the guard
 * hides reads exactly as one that does not exist, so the title gives nothing away.
 */
export function routeTitle(title: string, outcome: GuardOutcome, built: boolean): string {
  switch (outcome.kind) {
    case 'notFound':
      return notFoundTitle;
    case 'refused':
      return `Not Available: ${title}`;
    case 'allowed':
      return built ? title : notFoundTitle;
    case 'nothing':
    case 'redirect':
      return title;
  }
}

/** Sets the document's title while the calling page is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
