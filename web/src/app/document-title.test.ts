// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle } from './document-title';
import type { GuardOutcome } from './access/guard';

describe('the title of a route', () => {
  it.each<[GuardOutcome, boolean, string]>([
    [{ kind: 'allowed' }, true, 'Summary'],
    // A row whose screen is not built shows the not-found page, and is titled as one.
    [{ kind: 'allowed' }, false, 'Page Not Found'],
    [{ kind: 'notFound' }, true, 'Page Not Found'],
    [{ kind: 'refused', message: 'This page is not currently available while using this account.' }, true, 'Not Available: Summary'],
    // While the groups load, and on the way to login, the page is still the one asked for.
    [{ kind: 'nothing' }, true, 'Summary'],
    [{ kind: 'redirect', to: '/login' }, true, 'Summary'],
  ])('%o (built: %s) is titled %s', (outcome, built, expected) => {
    expect(routeTitle('Summary', outcome, built)).toBe(expected);
  });

  it('adds the portal after the page', () => {
    expect(documentTitle('Address Lookup')).toBe('Address Lookup · Data Portal');
  });
});
