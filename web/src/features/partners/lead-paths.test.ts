// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadPaths } from './lead-paths';

describe('where the lead screens lead', () => {
  it.each([
    ['/home/createlead', '/partner/leads', '/home/leads/7', '/home/createlead'],
    ['/home/leads/604', '/partner/leads', '/home/leads/7', '/home/createlead'],
    ['/partner/leads/createlead', '/partner/leads', '/partner/leads/7', '/partner/leads/createlead'],
    ['/partner/leads/602', '/partner/leads', '/partner/leads/7', '/partner/leads/createlead'],
  ])('from %s: the list (Cancel, See the leads, after a delete) is the leads list, as home shows none', (pathname, list, lead, create) => {
    const paths = leadPaths(pathname);
    expect([paths.list, paths.lead('7'), paths.create]).toEqual([list, lead, create]);
  });
});
