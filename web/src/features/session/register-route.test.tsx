import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayRequestContext } from '../../lib/gateway-request';
import { sessionStore } from '../../lib/session/session-store';
import { fakeGatewayRequest, type FakeGatewayAnswer } from '../../test/fake-gateway-request';
import { sessionUser } from '../../test/session-user';
import { Component } from './register-route';
import { registerSchema } from './use-registration';

/** The registration form in front of a gateway that answers registering with `answer`, and signs the new customer in. */
function renderRegister(answer: () => FakeGatewayAnswer) {
  const signedIn = { __typename: 'SessionUser', ...sessionUser({ userName: 'zoe@koala.example', validated: false }) };
  const gateway = fakeGatewayRequest(({ operationName }) => (operationName === 'SignIn' ? { data: { signIn: signedIn } } : answer()));
  const router = createMemoryRouter(
    [
      { path: '/register', element: <Component /> },
      { path: '*', element: <p>Left the registration form</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <GatewayRequestContext value={gateway.request}>
      <RouterProvider router={router} />
    </GatewayRequestContext>,
  );
  return gateway;
}

/** What a field says under it (its error, or its hint). */
function underField(label: string | RegExp): string | null {
  const field = screen.getByLabelText(label);
  const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  return hint?.textContent ?? null;
}

/** Fills in the form for a new customer, `changes` typed over it (pasted: a long text typed key by key is slow), and sends it. */
async function register(changes: { companyName?: string; charityPSLNumber?: string; untickCharity?: boolean } = {}) {
  const user = userEvent.setup();
  const paste = (label: string | RegExp, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  paste('Your name', 'Zoë Koala');
  paste('Company name', changes.companyName ?? 'Koala Pty');
  paste('E-mail address', 'zoe@koala.example');
  paste(/^Password/, 'Passw0rd!');
  paste(/^Confirm password/, 'Passw0rd!');
  if (changes.charityPSLNumber !== undefined) {
    await user.click(screen.getByRole('checkbox', { name: 'We are a registered charity' }));
    paste('Charity number', changes.charityPSLNumber);
    if (changes.untickCharity) await user.click(screen.getByRole('checkbox', { name: 'We are a registered charity' }));
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const registered: FakeGatewayAnswer = { data: { register: { userId: '99' } } };

afterEach(() => sessionStore.signOut());

describe('the registration form’s limits, the gateway’s', () => {
  const said = (values: Record<string, unknown>) =>
    registerSchema
      .safeParse({
        personalName: 'Zoë Koala',
        companyName: 'Koala Pty',
        email: 'zoe@koala.example',
        country: 'Australia',
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
        isCharity: false,
        charityPSLNumber: '',
        ...values,
      })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it.each([
    ['a name of 200 characters', { personalName: 'n'.repeat(200) }, []],
    ['a name of 201', { personalName: 'n'.repeat(201) }, ['personalName: At most 200 characters']],
    ['a company name of 200 emoji, each one character', { companyName: '🐨'.repeat(200) }, []],
    ['a company name of 211', { companyName: 'c'.repeat(211) }, ['companyName: At most 200 characters']],
    ['a country of 100', { country: 'c'.repeat(100) }, []],
    ['a country of 101', { country: 'c'.repeat(101) }, ['country: At most 100 characters']],
    ['a charity number of 50, spaces around it', { isCharity: true, charityPSLNumber: ` ${'1'.repeat(50)} ` }, []],
    ['a charity number of 51', { isCharity: true, charityPSLNumber: '1'.repeat(51) }, ['charityPSLNumber: A charity number is at most 50 characters']],
    ['a charity number of 60 for no charity (not sent)', { charityPSLNumber: '1'.repeat(60) }, []],
  ])('%s', (_case, values, issues) => {
    expect(said(values)).toEqual(issues);
  });
});

// The first render of a form builds MUI's styles, which a busy machine does slowly.
describe('registering', { timeout: 20_000 }, () => {
  it('says a company name too long under its field, and sends nothing', async () => {
    const gateway = renderRegister(() => registered);
    await register({ companyName: 'c'.repeat(211) });
    expect(await screen.findByText('At most 200 characters')).toBeTruthy();
    expect(underField('Company name')).toBe('At most 200 characters');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.calls).toEqual([]);
  });

  it('says a charity number too long under its field, and sends nothing', async () => {
    const gateway = renderRegister(() => registered);
    await register({ charityPSLNumber: '1'.repeat(60) });
    expect(await screen.findByText('A charity number is at most 50 characters')).toBeTruthy();
    expect(underField('Charity number')).toBe('A charity number is at most 50 characters');
    expect(gateway.calls).toEqual([]);
  });

  it('registers a customer who typed a charity number and then unticked the box, without it', async () => {
    const gateway = renderRegister(() => registered);
    await register({ charityPSLNumber: '1'.repeat(60), untickCharity: true });
    await screen.findByText('Left the registration form');
    expect(gateway.calls.map((call) => call.operationName)).toEqual(['Register', 'SignIn']);
    expect(gateway.calls[0]?.variables).toMatchObject({ input: { companyName: 'Koala Pty', charityPSLNumber: null } });
  });

  it('says under its field a detail the gateway refused that the form let through', async () => {
    const msg = 'This has an invisible control character (U+202E, right-to-left override): remove it.';
    renderRegister(() => ({ data: null, errors: [{ message: msg, extensions: { code: 'BAD_USER_INPUT', argument: 'input.companyName' } }] }));
    await register();
    await screen.findByText(msg);
    expect(underField('Company name')).toBe(msg);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'));
  });

  it('says above the form a refusal that is of no field', async () => {
    const msg = 'Captcha verification failed';
    renderRegister(() => ({ data: null, errors: [{ message: msg, extensions: { code: 'BAD_USER_INPUT', argument: 'captchaToken' } }] }));
    await register();
    expect(within(await screen.findByRole('alert')).getByText(`Failed to register: ${msg}`)).toBeTruthy();
  });
});
