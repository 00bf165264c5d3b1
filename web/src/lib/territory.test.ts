// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTerritory, territoryFromHost } from './territory';

describe('territory from the host name', () => {
  it.each([
    ['au.localhost', 'australia'],
    ['au.portal.example.com', 'australia'],
    ['portal.example.com.au', 'australia'],
    ['localhost', 'uk'],
    ['portal.example.co.uk', 'uk'],
    ['australia.example.com', 'uk'],
    ['beau.example.com', 'uk'],
  ])('%s is %s', (host, territory) => {
    expect(territoryFromHost(host)).toBe(territory);
  });

  it('maps territory names and refuses unknown ones with a plain string', () => {
    expect(parseTerritory(' UK ')).toBe('uk');
    expect(parseTerritory('Australia')).toBe('australia');
    expect(() => parseTerritory('france')).toThrow('Unknown territory');
  });
});
