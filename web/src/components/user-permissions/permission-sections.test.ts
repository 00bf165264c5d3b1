// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { permissionSections } from './permission-sections';
import { setting } from './test-support';

const catalogue = [
  setting('1', 'Data administration', false, { refId: 'DATA_ADMIN', admin: true }),
  setting('2', 'Account search', true, { refId: 'ACCOUNT_SEARCH', admin: true }),
  setting('20', 'Marketing', false, {}, [setting('21', 'Product news by e-mail', true), setting('22', 'Offers from partners', false)]),
  setting('30', 'Service messages', true, {}, [setting('31', 'Low click balance', true)]),
  setting('40', 'Share my details with my partner', true),
  setting('41', 'Usage statistics', false),
  setting('50', 'Address lookup', true, { isNotification: false }),
];

const outline = (sections: ReturnType<typeof permissionSections>) => sections.map((section) => [section.heading, section.settings.map((s) => s.name)]);

describe('permissionSections', () => {
  it("shows a user's privacy settings under their parent, in the catalogue's order, and the rest under General", () => {
    expect(outline(permissionSections(catalogue, 'privacy'))).toEqual([
      ['Marketing', ['Product news by e-mail', 'Offers from partners']],
      ['Service messages', ['Low click balance']],
      ['General', ['Share my details with my partner', 'Usage statistics']],
    ]);
  });

  it('puts staff roles first and other permissions last for administrators', () => {
    const sections = outline(permissionSections(catalogue, 'all'));
    expect(sections[0]).toEqual(['Staff roles', ['Data administration', 'Account search']]);
    expect(sections.at(-1)).toEqual(['Other permissions', ['Address lookup']]);
    expect(sections).toHaveLength(5);
  });

  it("leaves out a user's privacy settings for an owner, who grants the staff roles and other permissions alone", () => {
    expect(outline(permissionSections(catalogue, 'granted'))).toEqual([
      ['Staff roles', ['Data administration', 'Account search']],
      ['Other permissions', ['Address lookup']],
    ]);
    expect(permissionSections([setting('41', 'Usage statistics', false)], 'granted')).toEqual([]);
  });

  it('leaves out empty sections', () => {
    expect(outline(permissionSections([setting('40', 'Usage statistics', false)], 'all'))).toEqual([['General', ['Usage statistics']]]);
    expect(permissionSections([], 'privacy')).toEqual([]);
  });
});
