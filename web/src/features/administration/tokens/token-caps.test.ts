// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bulkCaps, capDayStart, capField, capInput, capsInOrder, capText, isCap } from './token-caps';
import { thresholdInput } from './token-alerts';

describe('daily caps as the screen takes and shows them', () => {
  it.each([
    ['', true, null],
    ['1', true, 1],
    [' 500 ', true, 500],
    ['1,000', true, 1000],
    ['10 000 000', true, 10_000_000],
    ['10000001', false, undefined],
    ['0', false, undefined],
    ['-3', false, undefined],
    ['2.5', false, undefined],
    ['lots', false, undefined],
  ])('takes %j as a cap: %s', (text, ok, sent) => {
    expect(isCap(text)).toBe(ok);
    if (ok) expect(capInput(text)).toBe(sent);
  });

  it('keeps the cap per address within the daily cap, either may be empty', () => {
    expect(capsInOrder('500', '50')).toBe(true);
    expect(capsInOrder('500', '500')).toBe(true);
    expect(capsInOrder('500', '501')).toBe(false);
    expect(capsInOrder('', '501')).toBe(true);
    expect(capsInOrder('500', '')).toBe(true);
  });

  it('shows a cap in words, and in its field', () => {
    expect(capText(null)).toBe('None');
    expect(capText(1)).toBe('1 click a day');
    expect(capText(12_500)).toBe('12,500 clicks a day');
    expect(capText(50, true)).toBe('50 clicks a day from one address');
    expect(capField(null)).toBe('');
    expect(capField(500)).toBe('500');
    expect(capDayStart('uk')).toBe('midnight, UK time');
    expect(capDayStart('australia')).toBe('midnight, Sydney time');
  });

  it("turns the bulk change's cap fields into the caps sent: unticked left alone, empty cleared", () => {
    expect(bulkCaps(null, null)).toEqual({});
    expect(bulkCaps('800', null)).toEqual({ dailyCap: 800 });
    expect(bulkCaps(' ', '40')).toEqual({ noDailyCap: true, dailyCapPerAddress: 40 });
    expect(bulkCaps(null, '')).toEqual({ noDailyCapPerAddress: true });
  });

  it.each([
    ['', null],
    ['10', 10],
    ['1,000', 1000],
    ['0', undefined],
    ['1001', undefined],
    ['ten', undefined],
  ])('takes %j as an alert threshold: %s', (text, threshold) => {
    expect(thresholdInput(text)).toBe(threshold);
  });
});
