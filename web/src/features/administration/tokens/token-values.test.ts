// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  expiryDay,
  expiryInput,
  ipRangeProblem,
  isIpRange,
  isReferrer,
  referrerProblem,
  maskKey,
  sparklinePoints,
  tagTakenMessage,
  takenTag,
  tokenSettingsSchema,
  tomorrowDay,
} from './token-values';

describe('token values', () => {
  it.each([
    ['sbx_0123456789abcdef0123456789abcdef', 'sbx_0123••••••••cdef'],
    ['short', '•••••'],
  ])('masks %s as %s', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });

  it.each([
    ['', true],
    ['203.0.113.0/24', true],
    ['10.0.0.1', true],
    ['0.0.0.0/0', true],
    ['10.0.0.0/33', false],
    ['256.1.1.1', false],
    ['10.0.0', false],
    ['example.com', false],
    ['10.0.0.0/24', true],
    ['10.0.0.5/32', true],
    ['10.0.0.5/24', false],
    ['10.0.0.0/0', false],
  ])('takes %j as an IP range: %s', (range, ok) => {
    expect(isIpRange(range)).toBe(ok);
  });

  it.each([
    ['', undefined],
    [' 203.0.113.0/24 ', undefined],
    ['203.0.113.7', undefined],
    ['203.0.113.7/32', undefined],
    ['1.2.3', 'An IPv4 address or a CIDR range such as 203.0.113.0/24'],
    ['10.0.0.5/24', '10.0.0.5/24 has host bits set: did you mean 10.0.0.0/24?'],
    [' 192.168.1.1/16 ', '192.168.1.1/16 has host bits set: did you mean 192.168.0.0/16?'],
    ['203.0.113.200/25', '203.0.113.200/25 has host bits set: did you mean 203.0.113.128/25?'],
    ['255.255.255.255/1', '255.255.255.255/1 has host bits set: did you mean 128.0.0.0/1?'],
    ['10.0.0.0/0', '10.0.0.0/0 has host bits set: did you mean 0.0.0.0/0?'],
  ])('finds in the IP range %j: %s', (range, problem) => {
    expect(ipRangeProblem(range)).toBe(problem);
  });

  it.each([
    ['', true],
    ['https://www.acme.example', true],
    ['http://localhost:3000/page', true],
    ['www.acme.example', false],
    ['ftp://files.acme.example', false],
    ['https://xn--bcher-kva.example', true],
    ['https://bücher.example', true],
    ['http://[2001:db8::1]:8080', true],
    ['http://192.0.2.1', true],
    ['https://dev_site.acme.example', true],
    ['https://shop-.acme.example.', true],
    ['https://*.acme.example', false],
    ["https://acme's.example", false],
    ['https://acme!.example', false],
  ])('takes %j as a referrer: %s', (referrer, ok) => {
    expect(isReferrer(referrer)).toBe(ok);
  });

  it.each([
    ['https://www.acme.example', undefined],
    ['https://*.acme.example', 'A wildcard (*) matches no site: enter one web address such as https://www.example.com'],
    ['acme.example', 'Enter a web address such as https://www.example.com'],
  ])('says why the referrer %j is refused: %s', (referrer, problem) => {
    expect(referrerProblem(referrer)).toBe(problem);
  });

  it('turns a date field into the DateTime sent, and back', () => {
    expect(expiryInput('')).toBeNull();
    expect(expiryInput('2030-01-31')).toBe('2030-01-31T00:00:00Z');
    expect(expiryDay('2030-01-31T00:00:00.000Z')).toBe('2030-01-31');
    expect(expiryDay(null)).toBe('');
  });

  it('refuses a tag left empty, a bad range, and an expiry that is not after today', () => {
    const check = (values: Partial<Record<'tag' | 'ipRange' | 'referrer' | 'expiry' | 'dailyCap' | 'dailyCapPerAddress', string>>) =>
      tokenSettingsSchema
        .safeParse({ tag: 'web', ipRange: '', referrer: '', expiry: '', dailyCap: '', dailyCapPerAddress: '', ...values })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(check({})).toEqual([]);
    expect(check({ tag: '  ' })).toEqual(['Enter a tag']);
    expect(check({ tag: 'a\nb' })).toEqual(['One line, without a line break, tab or other control character']);
    expect(check({ tag: 'a\tb' })).toEqual(['One line, without a line break, tab or other control character']);
    expect(check({ tag: 'web\u202egpj.exe' })).toEqual(['One line, without a line break, tab or other control character']);
    expect(check({ tag: 'a\u2029b' })).toEqual(['One line, without a line break, tab or other control character']);
    expect(check({ tag: 'شركة\u200f web' })).toEqual([]);
    expect(check({ tag: ' web site ' })).toEqual([]);
    expect(check({ ipRange: '1.2.3' })).toEqual(['An IPv4 address or a CIDR range such as 203.0.113.0/24']);
    expect(check({ ipRange: '10.0.0.5/24' })).toEqual(['10.0.0.5/24 has host bits set: did you mean 10.0.0.0/24?']);
    expect(check({ referrer: 'acme' })).toEqual(['Enter a web address such as https://www.example.com']);
    expect(check({ expiry: '2000-01-01' })).toEqual(['Choose a day after today']);
    expect(check({ expiry: 'invalid' })).toEqual(['Enter the expiry as dd/mm/yyyy, or leave it empty']);
    expect(check({ expiry: '2099-12-31' })).toEqual([]);
    expect(check({ dailyCap: '0' })).toEqual(['A whole number of clicks from 1 to 10,000,000']);
    expect(check({ dailyCap: '500', dailyCapPerAddress: '600' })).toEqual(['Not more than the daily cap']);
    expect(check({ dailyCap: '500', dailyCapPerAddress: '50' })).toEqual([]);
  });

  it('offers tomorrow as the first day an expiry may be', () => {
    expect(tomorrowDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it.each([
    [[], ''],
    [[0, 0, 0], '0,9 50,9 100,9'],
    [[0, 10, 5], '0,9 50,1 100,5'],
  ])('draws %j as %j', (clicks, points) => {
    expect(sparklinePoints(clicks, 100, 10)).toBe(points);
  });
});

describe('takenTag', () => {
  const taken = ['website', 'crm'];
  it.each([
    { tag: 'website', expected: 'website' },
    { tag: 'Website', expected: 'website' },
    { tag: '  CRM ', expected: 'crm' },
    { tag: 'web site', expected: undefined },
    { tag: 'billing', expected: undefined },
  ])('$tag: $expected', ({ tag, expected }) => {
    expect(takenTag(tag, taken)).toBe(expected);
  });

  it("names the tag as the account has it, in the gateway's words", () => {
    expect(tagTakenMessage('crm')).toBe('The account already has a token tagged crm');
  });
});
