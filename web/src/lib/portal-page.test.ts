import { afterEach, describe, expect, it } from 'vitest';
import { thisPortalPage } from './portal-page';

describe('this portal page', () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, '', start));

  it('is the page the browser is at, without its query or fragment', () => {
    window.history.replaceState(null, '', '/portal/applications/addresscleanse/file/7?api=true#costs');
    expect(thisPortalPage()).toBe(`${window.location.origin}/portal/applications/addresscleanse/file/7`);
  });
});
