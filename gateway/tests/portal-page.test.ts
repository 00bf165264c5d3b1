import { describe, expect, it } from 'vitest';
import { portalPage, portalPageOf } from '../src/http/portal-page';

// The one rule for an address the provider's pages or e-mails send a browser to: a page under
// /portal/ on one of the portal's origins, read as a browser reads it and sent on as read.

const ORIGINS = ['https://portal.example', 'http://au.localhost:4000'];

describe('a page of the portal', () => {
  it.each([
    ['https://portal.example/portal/register', 'https://portal.example/portal/register'],
    ['https://portal.example/portal/', 'https://portal.example/portal/'],
    ['https://portal.example:443/portal/shop/basket', 'https://portal.example/portal/shop/basket'],
    ['HTTPS://PORTAL.EXAMPLE/portal/shop', 'https://portal.example/portal/shop'],
    ['http://au.localhost:4000/portal/applications/addresscleanse/file/7', 'http://au.localhost:4000/portal/applications/addresscleanse/file/7'],
    // Read as a browser reads it, and sent on as read: the backslash is a slash to both.
    ['https://portal.example/portal\\register', 'https://portal.example/portal/register'],
    ['  https://portal.example/portal/shop\n', 'https://portal.example/portal/shop'],
  ])('takes %j as %j', (given, sent) => {
    expect(portalPageOf(given, ORIGINS)).toBe(sent);
  });

  it.each([
    ['another site', 'https://evil.example/portal/register'],
    ['a name that starts as the portal’s', 'https://portal.example.evil.example/portal/'],
    ['another port', 'https://portal.example:8443/portal/'],
    ['another scheme', 'http://portal.example/portal/'],
    ['a page outside /portal/', 'https://portal.example/login'],
    ['/portal without its slash', 'https://portal.example/portal'],
    ['/Portal/', 'https://portal.example/Portal/register'],
    ['.. out of /portal/', 'https://portal.example/portal/../evil'],
    ['%2e%2e out of /portal/', 'https://portal.example/portal/%2e%2e/evil'],
    ['backslashed .. out of /portal/', 'https://portal.example/portal\\..\\..\\evil'],
    ['a backslash ending the host', 'https://portal.example\\@evil.example/portal/'],
    ['backslashes for the slashes', 'https:\\\\evil.example\\portal\\register'],
    ['a protocol-relative address', '//evil.example/portal/'],
    ['a path alone', '/portal/register'],
    ['the portal as a user name', 'https://portal.example@evil.example/portal/'],
    ['a user name', 'https://someone@portal.example/portal/'],
    ['a password', 'https://:secret@portal.example/portal/'],
    ['a query', 'https://portal.example/portal/shop?next=https://evil.example'],
    ['a fragment', 'https://portal.example/portal/shop#top'],
    ['javascript:', 'javascript:alert(1)//https://portal.example/portal/'],
    ['javascript: split by a line break', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a blob of the portal', 'blob:https://portal.example/portal/x'],
    ['nothing', ''],
    ['no address', 'not an address'],
  ])('refuses %s: %j', (_what, given) => {
    expect(portalPageOf(given, ORIGINS)).toBeUndefined();
  });

  it('refuses every address when the portal has no origin to offer', () => {
    expect(portalPageOf('https://portal.example/portal/', [])).toBeUndefined();
  });
});

describe('the refusal', () => {
  const refusalOf = (given: string, origins: readonly string[]) => {
    try {
      portalPage(given, origins, { argument: 'input.backUrl', example: "the file's page" });
    } catch (error) {
      return error as { message: string; extensions: Record<string, unknown> };
    }
    throw new Error(`${given} was taken`);
  };

  it('names the argument and the portal’s pages, with BAD_USER_INPUT and no action: nothing was attempted', () => {
    const error = refusalOf('https://evil.example/', ORIGINS);
    expect(error.message).toBe(
      "input.backUrl must be a page of the portal (https://portal.example/portal/, http://au.localhost:4000/portal/), such as the file's page, without a query.",
    );
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'input.backUrl' });
  });

  it('names no pages where the portal has no origin', () => {
    expect(refusalOf('https://evil.example/', []).message).toBe("input.backUrl must be a page of the portal, such as the file's page, without a query.");
  });

  it('answers the page as read', () => {
    expect(portalPage('https://portal.example/portal\\shop', ORIGINS, { argument: 'backUrl', example: 'x' })).toBe('https://portal.example/portal/shop');
  });
});
