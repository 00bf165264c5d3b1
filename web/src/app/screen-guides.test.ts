// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTable } from './access/route-table';
import { signedInScreens } from './signed-in-screens';
import { guideFor, screenGuides } from '../components/help-tips/screen-guides';

const guidePaths = routeTable.map((rule) => rule.path as string).filter((path) => path.startsWith('/helpcentre/'));

describe('each screen’s guide', () => {
  it('gives every signed-in screen built so far a guide, except the guides themselves', () => {
    const screens = Object.keys(signedInScreens).filter((path) => !path.startsWith('/helpcentre/'));
    expect(screens.filter((path) => !(path in screenGuides))).toEqual([]);
    for (const guide of guidePaths) expect(guideFor(guide)).toBeUndefined();
  });

  it('points only at guides the help centre has', () => {
    for (const guide of Object.values(screenGuides)) expect(guidePaths).toContain(guide);
    expect(Object.keys(signedInScreens)).toEqual(expect.arrayContaining([...new Set(Object.values(screenGuides))]));
  });

  it.each([
    ['/home', '/helpcentre/portalHelpGuides'],
    ['/user/updatePassword', '/helpcentre/portalHelpGuides'],
    ['/applications/addresslookup', '/helpcentre/addressLookupHelpGuide'],
    ['/applications/emailvalidation/', '/helpcentre/emailValidationHelpGuide'],
    ['/applications/paymentvalidation', '/helpcentre/paymentHelp'],
    ['/applications/addresscleanse/file/f-1', '/helpcentre/downloadsHelp'],
    ['/applications/addresscleanse/file/f-1/properties', '/helpcentre/addressCleanseHelpGuide'],
    ['/shop/basket', '/helpcentre/shopHelpGuide'],
    ['/reporting/tokens', '/helpcentre/ReportingSummaryGuide'],
    ['/administration/tokens', '/helpcentre/servicesGuide'],
    ['/administration/services/bundlecreate', '/helpcentre/servicesGuide'],
    ['/administration/account/edituser/7', '/helpcentre/accountAdminHelpGuide'],
    ['/partner/leads/createlead', '/helpcentre/accountAdminHelpGuide'],
    ['/nowhere', undefined],
  ])('%s opens %s', (pathname, guide) => {
    expect(guideFor(pathname)).toBe(guide);
  });
});
