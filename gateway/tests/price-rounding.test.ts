import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactDecimal, priceClicks, roundPenceHalfUp, totalOf } from '../src/shop/pricing';
import { BILLING } from './helpers/billing';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// Every amount is rounded to the penny half up (docs/prices-and-tax.md). Math.round on the binary
// figure rounded exact halves either way: 10,005 clicks of Address Lookup 5,000 (£270.135) went
// up, 10,015 (£270.405) down. The same table is in the account manager's tests
// (sandbox/tests/shop-pricing.test.ts) and the web app's (web/src/lib/sales-tax.test.ts), and
// tests/price-rounding.test.ts holds the three to each other.
const HALF_UP: [string, bigint, bigint, number][] = [
  ['10,005 clicks at £270 per 10,000: £270.135', 10_005n * 270n, 10_000n, 270.14],
  ['10,015 clicks at £270 per 10,000: £270.405', 10_015n * 270n, 10_000n, 270.41],
  ['the VAT in £150.03: £25.005', 15_003n * 20n, 100n * 120n, 25.01],
  ['the VAT in £150.51: £25.085', 15_051n * 20n, 100n * 120n, 25.09],
  ['nothing', 0n, 1n, 0],
  ['half a penny', 5n, 1000n, 0.01],
  ['just under half a penny', 4999n, 1_000_000n, 0],
  ['just over half a penny', 5001n, 1_000_000n, 0.01],
  ['a third of a penny', 1n, 300n, 0],
  ['two thirds of a penny', 2n, 300n, 0.01],
  ['£1.005 (100.499… pennies in binary)', 1005n, 1000n, 1.01],
  ['£0.285', 285n, 1000n, 0.29],
  ['£2.675', 2675n, 1000n, 2.68],
  ['£10.075', 10_075n, 1000n, 10.08],
  ['the highest price and half a penny: £9,999,999.995', 9_999_999_995n, 1000n, 10_000_000],
  ['999,500 clicks at £9,999,999.99 per 1,000', 999_500n * 999_999_999n, 1000n * 100n, 9_994_999_990.01],
  ['999,000,300 clicks at £9,999,999.99 per 200', 999_000_300n * 999_999_999n, 200n * 100n, 49_950_014_950_049.99],
  ['a refund of half a penny: away from zero', -5n, 1000n, -0.01],
  ['a refund of £270.405', -270_405n, 1000n, -270.41],
];

// Address Lookup 5,000, as the sandbox sells it.
const LOOKUP = [
  { clicks: 5000, price: 150 },
  { clicks: 10_000, price: 270 },
  { clicks: 25_000, price: 600 },
];

describe('rounding to the penny, half up', () => {
  it.each(HALF_UP)('%s', (_, numerator, denominator, pounds) => {
    expect(roundPenceHalfUp({ numerator, denominator })).toBe(pounds);
  });

  it.each<[number, bigint, bigint]>([
    [270.135, 270_135n, 1000n],
    [150, 150n, 1n],
    [0, 0n, 1n],
    [9_999_999.99, 999_999_999n, 100n],
    [1e21, 10n ** 21n, 1n],
    [1.5e-7, 15n, 10n ** 8n],
    [-0.005, -5n, 1000n],
  ])('reads %d as the decimal it is written as', (value, numerator, denominator) => {
    expect(exactDecimal(value)).toEqual({ numerator, denominator });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => exactDecimal(value)).toThrow(RangeError);
  });

  it.each<[string, { clicks: number; price: number }[], number, number]>([
    ['10,005 clicks: £270.135 up', LOOKUP, 10_005, 270.14],
    ['10,015 clicks: £270.405 up too', LOOKUP, 10_015, 270.41],
    ['10,045 clicks: £271.215 up', LOOKUP, 10_045, 271.22],
    ['12,345 clicks: £333.315 up', LOOKUP, 12_345, 333.32],
    ['9,999 clicks at the first band', LOOKUP, 9999, 299.97],
    ['a band of a penny for 200: 300 clicks cost £0.015', [{ clicks: 200, price: 0.01 }], 300, 0.02],
    ['the most clicks at the highest price', [{ clicks: 1000, price: 9_999_999.99 }], 999_500, 9_994_999_990.01],
  ])('prices %s', (_, pricing, clicks, price) => {
    expect(priceClicks(pricing, clicks)).toEqual({ ok: true, price });
  });

  it('adds prices in whole pennies', () => {
    expect([totalOf([270.14, 270.41]), totalOf([0.1, 0.2]), totalOf([])]).toEqual([540.55, 0.3, 0]);
  });
});

describe('what the shop asks and the account manager charges', () => {
  const ACME_LTD = '102';
  const ACME_MAIN = '103';
  let portal: SandboxGateway;
  let owner: string;

  beforeAll(async () => {
    // Orders are read with GET /shop/order, a provider extension: this sandbox has it.
    portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' }, { strict: false });
    owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
  });
  afterAll(async () => {
    await portal.close();
  });

  it('quotes and charges exact half pennies up, the same both ways', async () => {
    const items = [
      { accountId: ACME_MAIN, planId: '1', clicks: 10_005 },
      { accountId: ACME_MAIN, planId: '1', clicks: 10_015 },
    ];
    const quote = await graphql<{ basketQuote: { items: { price: number }[]; total: number } }>(
      portal.gateway,
      'query Q($items: [BasketItemInput!]!) { basketQuote(items: $items) { items { price } total } }',
      { items },
      owner,
    );
    expect(quote.errors).toBeUndefined();
    expect(quote.data?.basketQuote).toEqual({ items: [{ price: 270.14 }, { price: 270.41 }], total: 540.55 });

    const captcha = await request(portal.sandbox.urls.userServer).get('/captcha/token').query({ sitekey: portal.sandbox.captcha.siteKey, action: 'checkout' });
    const started = await graphql<{ checkout: { orderId: string; url: string } }>(
      portal.gateway,
      'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId url } }',
      {
        input: {
          organisationId: ACME_LTD,
          items,
          billing: BILLING,
          backUrl: 'http://portal.test/portal/shop/basket',
          paidUrl: 'http://portal.test/portal/shop/thankyou',
        },
        captchaToken: (captcha.body as { token: string }).token,
      },
      owner,
    );
    expect(started.errors).toBeUndefined();
    const { orderId, url } = started.data?.checkout ?? { orderId: '', url: '' };

    // The account manager priced the order itself: its figures are the ones charged.
    const order = await graphql<{ shopOrder: { items: { price: number }[]; total: number } }>(
      portal.gateway,
      'query O($orderId: ID!) { shopOrder(orderId: $orderId) { items { price } total } }',
      { orderId },
      owner,
    );
    expect(order.data?.shopOrder).toEqual({ items: [{ price: 270.14 }, { price: 270.41 }], total: 540.55 });
    const page = await request(new URL(url).origin).get(new URL(url).pathname);
    expect(page.text).toContain('Pay £540.55');
  });
});
