// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('the page a sign-in may return to', () => {
  it.each([
    ['/portal/applications/emailvalidation', '/applications/emailvalidation'],
    ['/portal/reporting/summary?period=last30&x=1', '/reporting/summary?period=last30&x=1'],
    ['/portal/applications/addresscleanse/file/12#top', '/applications/addresscleanse/file/12'],
    ['/portal/search/acme%20ltd', '/search/acme%20ltd'],
    ['/portal/', '/'],
  ])('returns to the portal page %s', (href, path) => {
    expect(returnPathOf(href)).toBe(path);
  });

  it.each([
    ['an absolute address', 'https://evil.example/portal/home'],
    ['a protocol-relative address', '//evil.example/portal/home'],
    ['a backslash read as a slash', '/\\evil.example/portal/home'],
    ['a backslash inside the portal', '/portal/\\evil.example'],
    ['a double slash inside the portal', '/portal//evil.example'],
    ['dot segments leaving the portal', '/portal/../admin'],
    ['encoded dot segments leaving the portal', '/portal/%2e%2e/admin'],
    ['a tab a browser would drop', '/portal/\t/evil.example'],
    ['a line break', '/portal/home\n//evil.example'],
    ['another application on the origin', '/graphql'],
    ['a path merely starting like the portal', '/portalx/home'],
    ['the portal without its slash', '/portal'],
    ['a javascript address', 'javascript:alert(1)'],
    ['nothing', ''],
    ['not text', { pathname: '/portal/home' }],
    ['the login page', '/portal/login?x=1'],
    ['the register page', '/portal/register'],
    ['the reset password page, with a trailing slash', '/portal/resetpassword/'],
    ['the validate page, in capitals', '/portal/VALIDATE'],
  ])('refuses %s', (_, href) => {
    expect(returnPathOf(href)).toBeNull();
  });
});
