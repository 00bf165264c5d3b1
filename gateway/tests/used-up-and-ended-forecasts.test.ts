import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// A subscription whose clicks are all used, and one whose period has ended, read through /graphql
// against the sandbox: neither has a run-out day to come (docs/subscription-figures.md).

const REGISTER = 'mutation R($input: RegistrationInput!, $captchaToken: String!) { register(input: $input, captchaToken: $captchaToken) { userId } }';
const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { jwt accountId } }';
const FIGURES = /* GraphQL */ `
  query Figures($accountId: ID!, $from: DateTime!, $to: DateTime!) {
    accountPlans(accountId: $accountId) {
      service
      status
      remainClicks
      estimatedExpiryDate
    }
    clickForecasts(accountId: $accountId) {
      subscription {
        service
      }
      forecast {
        remainClicks
        runOutDate
        periodEnd
        runsOutEarly
      }
    }
    usageReport(accountId: $accountId, from: $from, to: $to) {
      subscriptions {
        subscription {
          service
          endDate
        }
        forecast {
          remainClicks
          runOutDate
          periodEnd
          runsOutEarly
        }
      }
    }
  }
`;

interface Forecast {
  remainClicks: number;
  runOutDate: string | null;
  periodEnd: string | null;
  runsOutEarly: boolean;
}
interface Figures {
  accountPlans: { service: string; status: string; remainClicks: number; estimatedExpiryDate: string | null }[];
  clickForecasts: { subscription: { service: string }; forecast: Forecast }[];
  usageReport: { subscriptions: { subscription: { service: string; endDate: string }; forecast: Forecast }[] };
}

const DAY = 86_400;
let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});
afterAll(async () => {
  await portal?.close();
});

/** Registers an organisation and validates its owner, as new@new.example does: its account then holds the free trials. */
async function newCustomer(email: string): Promise<{ jwt: string; accountId: string }> {
  const captcha = await fetch(`${portal.sandbox.urls.userServer}/captcha/token?sitekey=${portal.sandbox.captcha.siteKey}&action=signup`);
  const { token } = (await captcha.json()) as { token: string };
  const input = { email, password: 'Secret123', personalName: 'Fay Fresh', companyName: 'Fresh Ltd', country: 'United Kingdom', territory: 'uk' };
  expect((await graphql(portal.gateway, REGISTER, { input, captchaToken: token })).errors).toBeUndefined();
  const unvalidated = await signIn(portal.gateway, email, 'Secret123');
  const code = portal.sandbox.store.outboxFor(email).at(-1)?.code;
  const validated = await graphql<{ validateUser: { jwt: string; accountId: string } }>(portal.gateway, VALIDATE, { code }, unvalidated.jwt);
  expect(validated.errors).toBeUndefined();
  return validated.data!.validateUser;
}

/** One service's figures in each query that gives them. */
async function figuresOf(customer: { jwt: string; accountId: string }, service: string) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 6 * DAY * 1000).toISOString().slice(0, 10);
  const res = await graphql<Figures>(portal.gateway, FIGURES, { accountId: customer.accountId, from, to }, customer.jwt);
  expect(res.errors).toBeUndefined();
  return {
    plan: res.data!.accountPlans.find((plan) => plan.service === service)!,
    forecast: res.data!.clickForecasts.find((entry) => entry.subscription.service === service)!.forecast,
    report: res.data!.usageReport.subscriptions.find((entry) => entry.subscription.service === service)!,
  };
}

describe('a subscription with nothing to forecast', () => {
  it('gives a used-up trial no run-out day (not today, every day anew), and warns while its period runs on', async () => {
    const customer = await newCustomer('used-up@fresh.example');
    // All 100 of the e-mail trial's clicks used today: 3.3 a day over the last 30 days.
    portal.sandbox.store.countClicks(Number(customer.accountId), 'email', 100);
    const { plan, forecast, report } = await figuresOf(customer, 'email');
    expect(plan).toMatchObject({ status: 'active', remainClicks: 0, estimatedExpiryDate: null });
    const endDate = report.subscription.endDate;
    expect(Date.parse(endDate)).toBeGreaterThan(Date.now());
    expect(forecast).toEqual({ remainClicks: 0, runOutDate: null, periodEnd: endDate, runsOutEarly: true });
    expect(report.forecast).toEqual(forecast);
  });

  it('gives a trial past its end no run-out day and no warning, though its clicks are left', async () => {
    const customer = await newCustomer('ended@fresh.example');
    portal.sandbox.store.countClicks(Number(customer.accountId), 'address', 10);
    portal.sandbox.store.countClicks(Number(customer.accountId), 'email', 30);
    const trial = portal.sandbox.store.subscriptions.find((held) => held.accountId === Number(customer.accountId) && held.service === 'address')!;
    trial.endDate = Math.floor(Date.now() / 1000) - DAY;
    const { plan, forecast, report } = await figuresOf(customer, 'address');
    expect(plan).toMatchObject({ status: 'expired', remainClicks: 90, estimatedExpiryDate: null });
    expect(forecast).toEqual({ remainClicks: 90, runOutDate: null, periodEnd: report.subscription.endDate, runsOutEarly: false });
    expect(report.forecast).toEqual(forecast);
    // A trial still running is forecast as before: 70 clicks left at 1 a day.
    const running = await figuresOf(customer, 'email');
    const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
    expect(running.forecast).toMatchObject({ remainClicks: 70, runOutDate: new Date((today + 70 * DAY) * 1000).toISOString() });
  });
});
