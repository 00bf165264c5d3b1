// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideGroups, guideShots, guideText } from './guide';
import { searchGuides } from './guide-search';
import { guides } from './guides';
import { gatewayExamples, lookupExamples } from '../../lib/api-examples';
import { shots } from './shots';

// Where the screenshot script (e2e/src/help-screenshots.ts) keeps the pictures.
const helpShotsDir = path.resolve(import.meta.dirname, '../../../public/help');
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

describe('the guides', () => {
  // tests/help-centre-routes.test.ts holds them to the route table: their paths, titles and links.
  it('are thirteen, each named once', () => {
    expect(new Set(guides.map((guide) => guide.name)).size).toBe(13);
  });

  it('cover every task group, and each group has a guide', () => {
    expect(new Set(guides.map((guide) => guide.group))).toEqual(new Set(guideGroups));
  });

  it.each(guides.map((guide) => [guide.name, guide] as const))('%s has at least 300 words of its own', (_name, guide) => {
    expect(words(guideText(guide))).toBeGreaterThanOrEqual(300);
  });

  it('show only pictures the screenshot script takes, each with its file and alt text', () => {
    const shown = new Set(guides.flatMap(guideShots));
    for (const id of shown) {
      expect(existsSync(path.join(helpShotsDir, `${id}.png`)), `${id}.png`).toBe(true);
      expect(shots[id].alt.length).toBeGreaterThan(40);
    }
    // And the script takes no picture that no guide shows.
    expect([...shown].sort()).toEqual(Object.keys(shots).sort());
  });

  it("show every developers' guide example the test runs", () => {
    const dev = guides.find((guide) => guide.name === 'devDocsHelpGuide')!;
    const shownExamples = dev.sections.flatMap((section) => section.blocks.flatMap((block) => ('example' in block && block.example ? [block.example] : [])));
    expect(shownExamples).toEqual([...lookupExamples, ...gatewayExamples].map((example) => example.id));
  });
});

describe('searchGuides', () => {
  it.each([
    ['modulus', 'Payment Validation Guide'],
    ['MODU', 'Payment Validation Guide'],
    ['gone away', 'Address Cleanse Guide'],
    ['token', 'Services, Bundles and Tokens Guide'],
    ['invite', 'Account Administration Guide'],
  ])('finds "%s" with %s among the first', (query, title) => {
    const found = searchGuides(guides, query).map((result) => result.guide.title);
    expect(found.slice(0, 3)).toContain(title);
  });

  it('puts the guide using the words most first: "token lock" is about tokens, not reports', () => {
    expect(searchGuides(guides, 'token lock')[0]!.guide.name).toBe('servicesGuide');
    expect(searchGuides(guides, 'guide').length).toBe(13);
  });

  it('needs every word typed, each the start of a word of the guide', () => {
    expect(searchGuides(guides, 'zebra')).toEqual([]);
    expect(searchGuides(guides, 'odulus')).toEqual([]);
    expect(searchGuides(guides, 'modulus zebra')).toEqual([]);
  });

  it('finds nothing for nothing typed, and words with their accents or without', () => {
    expect(searchGuides(guides, '   ')).toEqual([]);
    expect(searchGuides(guides, 'développeurs').map((result) => result.guide.name)).toEqual(
      searchGuides(guides, 'developpeurs').map((result) => result.guide.name),
    );
  });

  it('puts guides with the words in their title first, and shows the words around the match', () => {
    const [first] = searchGuides(guides, 'shop');
    expect(first!.guide.title).toBe('Shop Guide');
    const [cleanse] = searchGuides(guides, 'deceased');
    expect(cleanse!.excerpt.toLowerCase()).toContain('deceased');
  });
});
