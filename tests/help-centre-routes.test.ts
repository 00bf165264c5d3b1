import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../web/src/app/access/route-table';
import { guideLinks, isGatewayPage } from '../web/src/features/help-centre/guide';
import { guides } from '../web/src/features/help-centre/guides';

// The help centre's guides against the route table: the paths of docs/routes-and-access.md, and links that lead somewhere.
const helpRows = routeTable.filter((row) => row.path.startsWith('/helpcentre/'));

describe('the help centre guides and the route table', () => {
  it('has a row for each of the thirteen guides at /helpcentre/{name}, titled as the guide, and no other', () => {
    expect(guides.map((guide) => `/helpcentre/${guide.name}`).sort()).toEqual(helpRows.map((row) => row.path).sort());
    for (const guide of guides) expect(helpRows.find((row) => row.path === `/helpcentre/${guide.name}`)?.title).toBe(guide.title);
  });

  it('puts the services guide (bundles and tokens) at /helpcentre/servicesGuide', () => {
    expect(helpRows.map((row) => row.path)).toContain('/helpcentre/servicesGuide');
  });

  it.each(guides.map((guide) => [guide.name, guide] as const))(
    "%s links only to routes the portal has, or the gateway's pages for integrators",
    (_name, guide) => {
      const links = guideLinks(guide);
      for (const link of links) expect(isGatewayPage(link) || routeTable.some((row) => matchPath(row.path, link)), link).toBe(true);
    },
  );
});
