import { describe, expect, it } from 'vitest';
import type { HelpTip } from '../components/help-tips/help-tip';
import { helpTipStore, welcomeTipName } from '../components/help-tips/help-tip-store';
import { sanitiseHelpText, sanitiseSubMessage } from '../components/help-tips/sanitise';

// Every screen's tips file: what it exports is what the screens register.
const files = import.meta.glob<Record<string, unknown>>('../features/**/*-tips.ts', { eager: true });
const tipLists = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, HelpTip[]] => Array.isArray(entry[1]))
    .map(([name, tips]) => ({ where: `${file.replace('../features/', '')} ${name}`, tips })),
);
const allTips = [...new Set(tipLists.flatMap((list) => list.tips))];

describe('the tips of every screen', () => {
  it('are found', () => {
    expect(tipLists.length).toBeGreaterThan(30);
  });

  it.each(tipLists)('$where registers (a target id unless in the middle) with at least one tip', ({ where, tips }) => {
    expect(tips.length).toBeGreaterThan(0);
    expect(() => helpTipStore.register(where, tips)).not.toThrow();
    helpTipStore.reset();
  });

  it('name each tip once, since a tip seen is remembered by name', () => {
    const names = allTips.map((tip) => tip.helpTipName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('have one welcome tip, on the home screen, in the middle', () => {
    const lists = tipLists.filter((list) => list.tips.some((tip) => tip.helpTipName === welcomeTipName));
    expect(lists.map((list) => list.where)).toEqual(['home/home-tips.ts homeTips']);
    expect(lists[0]?.tips.find((tip) => tip.helpTipName === welcomeTipName)?.side).toBe('middle');
  });

  it('use only the markup the sanitiser keeps, so a reader sees every word as written', () => {
    for (const tip of allTips) {
      expect(sanitiseHelpText(tip.helpText), tip.helpTipName).toBe(tip.helpText);
      if (tip.helpTextAfterTable) expect(sanitiseSubMessage(tip.helpTextAfterTable), tip.helpTipName).toBe(tip.helpTextAfterTable);
      for (const row of tip.helpTable ?? []) expect(sanitiseSubMessage(row.text), tip.helpTipName).toBe(row.text);
    }
  });
});
