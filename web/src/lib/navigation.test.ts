// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSearch } from './navigation';

describe('keeping the query string on navigation', () => {
  it('appends the current query string', () => {
    expect(withSearch('/login', '?x=1')).toBe('/login?x=1');
  });
  it('merges with a query the target already has', () => {
    expect(withSearch('/search?filter=acme', '?x=1')).toBe('/search?filter=acme&x=1');
  });
  it('leaves the path alone without a query string', () => {
    expect(withSearch('/home', '')).toBe('/home');
    expect(withSearch('/home', '?')).toBe('/home');
  });
});
