import { serviceEnvVars } from '@portal/sandbox';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';
import { memoryLog } from './helpers/memory-log';
import { BILLING } from './helpers/billing';

// The addresses the provider's payment, card and invoice pages send the customer back to are
// pages of the portal and nothing else, as an invitation's link is (invitation-link.test.ts): the
// same rule (http/portal-page.ts), checked before any service is asked. Through /graphql against
// the sandbox, as the web app at http://localhost:4000/portal/ sends them.

const ACME_LTD = '102';
const ACME_MAIN = '103';
const HOST = { host: 'localhost:4000' };
const PORTAL = 'http://localhost:4000/portal/';

const CHECKOUT = 'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId url } }';
const REPLACE = 'mutation R($accountId: ID!, $backUrl: String!) { replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) { checkoutUrl } }';
const INVOICE = 'query I($bundleId: ID!, $backUrl: String!) { bundleInvoice(bundleId: $bundleId, backUrl: $backUrl) }';
const PAY = 'mutation P($a: ID!, $f: ID!, $i: PayBureauFileInput!) { payBureauFile(accountId: $a, fileId: $f, input: $i) { invoiceUrl } }';

const PAYER = { name: 'Olive Owner', email: 'owner@acme.example', companyName: 'Acme Ltd', companyAddress: ['1 Acme Way'], country: 'GB' };
/** The pages the web app sends for each, and for the file's page a file that is not there (the bureau answers for it). */
const BASKET = `${PORTAL}shop/basket`;
const THANKS = `${PORTAL}shop/thankyou`;
const SHOP = `${PORTAL}shop`;
const SERVICES = `${PORTAL}administration/services`;
const FILE_PAGE = 'applications/addresscleanse/file/999999';
const FILE = `${PORTAL}${FILE_PAGE}`;

let portal: SandboxGateway;
let owner: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
});

afterAll(async () => {
  await portal?.close();
});

async function captcha(): Promise<string> {
  const response = await request(portal.sandbox.urls.userServer).get('/captcha/token').query({ sitekey: portal.sandbox.captcha.siteKey, action: 'checkout' });
  return (response.body as { token: string }).token;
}

interface ReturnAddress {
  /** The field, as `extensions.argument` names it. */
  argument: string;
  /** What the refusal offers as the page the portal sends. */
  example: string;
  /** Sends the call with `url` in this field, and the web app's own pages on `at`'s origin in the others. */
  send(url: string, at?: Portal): Promise<GraphQLResponse<Record<string, unknown>>>;
}

/** A gateway, the headers the browser sends it, and the portal's pages as the web app there names them. */
interface Portal {
  gateway: Gateway;
  headers: Record<string, string>;
  pages: string;
}
const webApp = (): Portal => ({ gateway: portal.gateway, headers: HOST, pages: PORTAL });

const checkout = async (backUrl: string, paidUrl: string, { gateway, headers }: Portal) =>
  graphql(
    gateway,
    CHECKOUT,
    {
      input: { organisationId: ACME_LTD, items: [{ accountId: ACME_MAIN, planId: '1', clicks: 5000 }], billing: BILLING, backUrl, paidUrl },
      captchaToken: await captcha(),
    },
    owner,
    headers,
  );

const fields: Record<string, ReturnAddress> = {
  'CheckoutInput.backUrl': {
    argument: 'input.backUrl',
    example: 'its basket page',
    send: (url, at = webApp()) => checkout(url, `${at.pages}shop/thankyou`, at),
  },
  'CheckoutInput.paidUrl': {
    argument: 'input.paidUrl',
    example: 'its thank-you page',
    send: (url, at = webApp()) => checkout(`${at.pages}shop/basket`, url, at),
  },
  'Mutation.replacePaymentDetails.backUrl': {
    argument: 'backUrl',
    example: 'its shop page',
    send: (url, at = webApp()) => graphql(at.gateway, REPLACE, { accountId: ACME_MAIN, backUrl: url }, owner, at.headers),
  },
  'Query.bundleInvoice.backUrl': {
    argument: 'backUrl',
    example: 'its services page',
    send: (url, at = webApp()) => graphql(at.gateway, INVOICE, { bundleId: '701', backUrl: url }, owner, at.headers),
  },
  'PayBureauFileInput.backUrl': {
    argument: 'input.backUrl',
    example: "the file's page",
    send: (url, at = webApp()) =>
      graphql(at.gateway, PAY, { a: ACME_MAIN, f: '999999', i: { ...PAYER, backUrl: url, paidUrl: `${at.pages}${FILE_PAGE}` } }, owner, at.headers),
  },
  'PayBureauFileInput.paidUrl': {
    argument: 'input.paidUrl',
    example: "the file's page",
    send: (url, at = webApp()) =>
      graphql(at.gateway, PAY, { a: ACME_MAIN, f: '999999', i: { ...PAYER, backUrl: `${at.pages}${FILE_PAGE}`, paidUrl: url } }, owner, at.headers),
  },
};

const upstreamCalls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;

const refusal = ({ argument, example }: ReturnAddress, origins = PORTAL) => ({
  message: `${argument} must be a page of the portal (${origins}), such as ${example}, without a query.`,
  extensions: { code: 'BAD_USER_INPUT', argument },
});

const phishing: [string, string][] = [
  ['another site', 'https://evil.example/portal/shop'],
  ['another port', 'http://localhost:4001/portal/shop'],
  ['a javascript: address', 'javascript:alert(document.cookie)//http://localhost:4000/portal/'],
  ['a page outside /portal/', 'http://localhost:4000/login'],
  ['.. out of /portal/', 'http://localhost:4000/portal/../login'],
  ['a protocol-relative address', '//evil.example/portal/shop'],
  ['the portal as a user name', 'http://localhost:4000@evil.example/portal/shop'],
  ['a user name', 'http://someone@localhost:4000/portal/shop'],
  ['a backslash ending the host', 'http://localhost:4000\\@evil.example/portal/'],
  ['backslashes for the slashes', 'http:\\\\evil.example\\portal\\shop'],
  ['a query of its own', 'http://localhost:4000/portal/shop?next=https://evil.example'],
];

describe.each(Object.entries(fields))('%s', (_name, field) => {
  it.each(phishing)('refuses %s before any service is asked: %j', async (_what, url) => {
    const before = upstreamCalls();
    const res = await field.send(url);
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toMatchObject([refusal(field)]);
    expect(res.errors?.[0]?.extensions).not.toHaveProperty('action');
    expect(upstreamCalls()).toBe(before);
  });
});

describe('a page of the portal', () => {
  it("is where the payment page's Cancel leads, as read (a backslash is a slash), and the order is made", async () => {
    const started = await fields['CheckoutInput.backUrl']!.send('http://localhost:4000/portal\\shop\\basket');
    expect(started.errors).toBeUndefined();
    const page = new URL((started.data?.checkout as { url: string }).url);
    const cancelled = await request(page.origin).get(`${page.pathname}/cancel`);
    expect([cancelled.status, cancelled.headers.location]).toEqual([303, `${BASKET}?payment=cancelled`]);
  });

  it('is taken as the page the payment page leads to once paid', async () => {
    expect((await fields['CheckoutInput.paidUrl']!.send(THANKS)).errors).toBeUndefined();
  });

  it("is where the card page's Cancel leads", async () => {
    const res = await fields['Mutation.replacePaymentDetails.backUrl']!.send(SHOP);
    expect(res.errors).toBeUndefined();
    const page = new URL((res.data?.replacePaymentDetails as { checkoutUrl: string }).checkoutUrl);
    const cancelled = await request(page.origin).get(`${page.pathname}/cancel`);
    expect([cancelled.status, cancelled.headers.location]).toEqual([303, `${SHOP}?card=cancelled`]);
  });

  it("is where the invoice's Back to the portal link leads", async () => {
    const res = await fields['Query.bundleInvoice.backUrl']!.send(SERVICES);
    expect(res.errors).toBeUndefined();
    const html = await (await fetch(res.data?.bundleInvoice as string)).text();
    expect(html).toContain(`href="${SERVICES}"`);
  });

  it("is passed to the bureau as the invoice page's links, which answers for the file", async () => {
    const before = portal.log.filter((line) => line.startsWith('upstream bureau ')).length;
    for (const field of [fields['PayBureauFileInput.backUrl']!, fields['PayBureauFileInput.paidUrl']!]) {
      const res = await field.send(FILE);
      expect(res.errors?.[0]?.extensions.code).not.toBe('BAD_USER_INPUT');
    }
    expect(portal.log.filter((line) => line.startsWith('upstream bureau ')).length).toBeGreaterThan(before);
  });
});

describe('with PORTAL_ORIGINS set', () => {
  let configured: Gateway;
  beforeAll(() => {
    const services: Record<string, string> = {};
    for (const [name, variable] of Object.entries(serviceEnvVars)) services[variable] = portal.sandbox.urls[name as keyof typeof portal.sandbox.urls];
    configured = createGateway(loadConfig({ ...services, PORTAL_ORIGINS: 'https://portal.example, https://au.portal.example' }), {
      logger: memoryLog().logger,
    });
  });
  afterAll(async () => {
    await configured?.stop();
  });

  it.each(Object.entries(fields))('%s may lead only to those, whatever Host the caller sends', async (_name, field) => {
    const forged = await field.send('http://evil.example/portal/shop', {
      gateway: configured,
      headers: { host: 'evil.example' },
      pages: 'https://portal.example/portal/',
    });
    expect(forged.errors).toMatchObject([refusal(field, 'https://portal.example/portal/, https://au.portal.example/portal/')]);
  });

  it('takes a page of one of them, sent to the gateway by any name', async () => {
    const at = { gateway: configured, headers: { host: 'gateway:4000' }, pages: 'https://au.portal.example/portal/' };
    expect((await fields['Query.bundleInvoice.backUrl']!.send(`${at.pages}administration/services`, at)).errors).toBeUndefined();
    expect((await fields['CheckoutInput.paidUrl']!.send(`${at.pages}shop/thankyou`, at)).errors).toBeUndefined();
  });
});
