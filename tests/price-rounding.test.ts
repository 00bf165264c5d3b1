import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as gateway from '../gateway/src/shop/pricing';
import * as accountManager from '../sandbox/src/services/account-manager/pricing';

/**
 * What this test reads of the web app's pricing. Imported by its path as it runs, as the web app's
 * files are type-checked in its own project, with the browser's `window` (web/src/lib/territory.ts,
 * which prices reach through money.ts): this project type-checks Node's code and has none.
 */
interface WebPricing {
  priceOf(pricing: readonly { clicks: number; price: number }[], clicks: number): number | null;
  includedTax(amount: number, currency: 'GBP' | 'AUD'): number;
  exactDecimal(value: number): gateway.ExactAmount;
  roundPenceHalfUp(amount: gateway.ExactAmount): number;
}
const webFile = (path: string) => fileURLToPath(new URL(`../web/src/${path}`, import.meta.url));
const web: WebPricing = { ...(await import(webFile('lib/sales-tax.ts'))), ...(await import(webFile('features/shop/pricing.ts'))) };
const { priceOf } = web;

// The gateway prices a basket, the account manager (the sandbox's) charges it and the web app shows
// prices and the tax they hold: each rounds to the penny half up (docs/prices-and-tax.md; the web app
// with the gateway's own arithmetic, `@portal/gateway/exact-money`, the account manager with its own),
// and a penny apart between them is a price shown that is not the price charged. So the three are
// run here over the same amounts, against a rule worked out in whole pennies here, apart from all three.

/** round-half-up(numerator / denominator) in whole pennies, for amounts of 0 and more: the rule, said once more. */
const halfUp = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (denominator * 2n));

/** The same amounts every run: a linear congruential generator, so a failure names an amount that fails again. */
function* amounts(count: number, seed: number): Generator<number> {
  let state = seed;
  for (let index = 0; index < count; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fff_ffff;
    yield state;
  }
}

describe('the gateway, the account manager and the web app round alike', () => {
  it.each([
    ['10,005 clicks of Address Lookup 5,000', 10_005, 270.14],
    ['10,015 clicks of Address Lookup 5,000', 10_015, 270.41],
  ])('prices %s the same: £%d', (_, clicks, price) => {
    const lookup = [
      { clicks: 5000, price: 150 },
      { clicks: 10_000, price: 270 },
      { clicks: 25_000, price: 600 },
    ];
    expect(gateway.priceClicks(lookup, clicks)).toEqual({ ok: true, price });
    expect(accountManager.priceClicks(lookup, clicks)).toEqual({ ok: true, price });
    expect(priceOf(lookup, clicks)).toBe(price);
  });

  it.each([
    [150.03, 25.01],
    [150.51, 25.09],
  ])('finds the same VAT in £%d: £%d', (amount, tax) => {
    const vat = { numerator: BigInt(Math.round(amount * 100)) * 20n, denominator: 100n * 120n };
    expect(web.includedTax(amount, 'GBP')).toBe(tax);
    expect(gateway.roundPenceHalfUp(vat)).toBe(tax);
    expect(accountManager.roundPenceHalfUp(vat)).toBe(tax);
  });

  it('prices 3,000 quantities of generated plans to the same penny, half a penny up', () => {
    const differences: string[] = [];
    const draws = [...amounts(9000, 20_250_601)];
    for (let index = 0; index < draws.length; index += 3) {
      // A band of 1 to 1,000,000 clicks at up to £10,000,000 in pennies, and a quantity it prices, up to the most a line holds.
      const bandClicks = 1 + ((draws[index] ?? 0) % 1_000_000);
      const pence = (draws[index + 1] ?? 0) % 1_000_000_001;
      const clicks = bandClicks + ((draws[index + 2] ?? 0) % (1_000_001 - bandClicks));
      const band = { clicks: bandClicks, price: pence / 100 };
      const expected = halfUp(BigInt(clicks) * BigInt(pence), BigInt(bandClicks)) / 100;
      const found = [gateway.priceClicks([band], clicks), accountManager.priceClicks([band], clicks), { ok: true, price: priceOf([band], clicks) }];
      if (found.some((quote) => !quote.ok || quote.price !== expected))
        differences.push(`${clicks} at ${JSON.stringify(band)}: ${expected}, ${JSON.stringify(found)}`);
    }
    expect(differences).toEqual([]);
  });

  it('prices 2,000 quantities that fall on an exact half penny the same, up', () => {
    const differences: string[] = [];
    // £270 per 10,000 clicks: every quantity ending in 5 past 10,000 costs an exact half penny.
    const band = { clicks: 10_000, price: 270 };
    for (let clicks = 10_005; clicks < 10_005 + 2000 * 10; clicks += 10) {
      const expected = halfUp(BigInt(clicks) * 27_000n, 10_000n) / 100;
      const found = [gateway.priceClicks([band], clicks), accountManager.priceClicks([band], clicks), { ok: true, price: priceOf([band], clicks) }];
      if (found.some((quote) => !quote.ok || quote.price !== expected)) differences.push(`${clicks}: ${expected}, ${JSON.stringify(found)}`);
    }
    expect(differences).toEqual([]);
  });

  it('finds the same tax in 4,000 prices, VAT and GST, half a penny up', () => {
    const differences: string[] = [];
    const generated = [...amounts(2000, 7)].map((draw) => draw % 2_000_000_001);
    // A price of 6k + 3 pennies holds an exact half penny of VAT at 20% (a sixth of it): £150.03, £150.51.
    const halves = Array.from({ length: 2000 }, (_, index) => 6 * index * 997 + 3);
    for (const pence of [...generated, ...halves]) {
      for (const [currency, rate] of [
        ['GBP', 20n],
        ['AUD', 10n],
      ] as const) {
        const expected = halfUp(BigInt(pence) * rate, 100n + rate) / 100;
        const exact = { numerator: BigInt(pence) * rate, denominator: 100n * (100n + rate) };
        const found = [
          web.includedTax(pence / 100, currency),
          web.roundPenceHalfUp(exact),
          gateway.roundPenceHalfUp(exact),
          accountManager.roundPenceHalfUp(exact),
        ];
        if (found.some((tax) => tax !== expected)) differences.push(`${currency} ${pence / 100}: ${expected}, ${found.join(', ')}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads every amount as the same exact decimal', () => {
    const values = [...amounts(1000, 99)].map((draw) => (draw % 1_000_000_001) / 100);
    for (const value of values) {
      expect(gateway.exactDecimal(value)).toEqual(web.exactDecimal(value));
      expect(accountManager.exactDecimal(value)).toEqual(web.exactDecimal(value));
    }
  });
});
