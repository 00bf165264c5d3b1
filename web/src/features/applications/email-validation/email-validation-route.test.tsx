import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { sessionStore } from '../../../lib/session/session-store';
import { sessionUser } from '../../../test/session-user';
import { fakeGateway, renderScreen, acmeMain, type FakeRequest } from '../test-support';
import { Component } from './email-validation-route';

const verdicts: Record<string, { status: string | null; reason: string | null; suggestion: string | null; failure: { code: string; message: string } | null }> =
  {
    'ok@gmail.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'someone@mailinator.com': { status: 'risky', reason: 'disposable', suggestion: null, failure: null },
    'info@gmail.com': { status: 'risky', reason: 'roleAccount', suggestion: null, failure: null },
    'jo@gmial.com': { status: 'invalid', reason: 'noMailDomain', suggestion: 'jo@gmail.com', failure: null },
    'jo@gmail.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'jo@bücher.de': { status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
    'bob@example.com': { status: 'invalid', reason: 'reservedDomain', suggestion: null, failure: null },
    'ann@quietfirm.co.uk': { status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
    'max@oddservice.com': { status: 'unknown', reason: 'unrecognisedAnswer', suggestion: null, failure: null },
    'slow@smallfirm.co.uk': {
      status: null,
      reason: null,
      suggestion: null,
      failure: { code: 'UPSTREAM_TIMEOUT', message: 'The e-mail service took too long to answer.' },
    },
  };

function respond({ variables }: FakeRequest) {
  const emails = variables.emails as string[];
  return {
    data: {
      emailValidation: emails.map((email) => {
        const verdict = verdicts[email.toLowerCase()];
        return { __typename: 'EmailValidation', email, ...verdict, failure: verdict.failure && { __typename: 'ServiceFailure', ...verdict.failure } };
      }),
    },
  };
}

const input = () => screen.getByRole('textbox', { name: 'E-mail addresses' });
const paste = (text: string) => fireEvent.input(input(), { target: { value: text } });
const rows = () => screen.getAllByTestId('email-result');

describe('Email Validation', () => {
  it('asks for an account first', () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client, current: { ...acmeMain(), account: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Email Validation' })).toBeTruthy();
    expect(screen.getByText('Choose an account first')).toBeTruthy();
  });

  it('validates a pasted list once each, in order, with verdicts, reasons in words, a summary and per-row failures', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com, someone@mailinator.com;\ninfo@gmail.com\n\nOK@gmail.com\njo@gmial.com\nslow@smallfirm.co.uk');
    expect(screen.getByText(/5 addresses to validate \(1 repeat left out\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(gateway.of('EmailValidation')[0].variables).toEqual({
      accountId: '103',
      emails: ['ok@gmail.com', 'someone@mailinator.com', 'info@gmail.com', 'jo@gmial.com', 'slow@smallfirm.co.uk'],
    });
    expect(within(rows()[1]).getByTestId('email-status').textContent).toBe('Risky');
    expect(within(rows()[1]).getByTestId('email-reason').textContent).toBe('Disposable address: the domain hands out throwaway addresses');
    expect(within(rows()[2]).getByTestId('email-reason').textContent).toBe('Role account (like info@ or sales@), not a person');
    expect(within(rows()[4]).getByTestId('email-reason').textContent).toBe('The e-mail service took too long to answer.');
    expect(within(rows()[4]).getByText('Not checked')).toBeTruthy();
    const summary = screen.getByTestId('email-summary');
    expect(
      within(summary)
        .getAllByText(/\d/)
        .map((chip) => chip.textContent),
    ).toEqual(['1 valid', '2 risky', '1 invalid', '0 unknown', '1 not checked']);
  });

  it('picks the addresses out of a CSV pasted from Excel, saying how much it left out, and sends only those', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('Name,Email,Phone\nJo Bloggs,jo@gmial.com,07700 900123\n"Ok, Person",ok@gmail.com,\nJo B,JO@gmial.com,');
    expect(screen.getByText('2 addresses to validate (1 repeat left out; 7 entries left out as not e-mail addresses). Ctrl+Enter validates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gateway.of('EmailValidation')[0].variables.emails).toEqual(['jo@gmial.com', 'ok@gmail.com']);
  });

  it('takes the addresses of a list copied from Outlook, and uses a suggestion inside its angle brackets', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('Jo Bloggs <jo@gmial.com>; "Info, Desk" <info@gmail.com>');
    expect(screen.getByText('2 addresses to validate. Ctrl+Enter validates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gateway.of('EmailValidation')[0].variables.emails).toEqual(['jo@gmial.com', 'info@gmail.com']);
    await user.click(within(rows()[0]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]);
    await waitFor(() => expect(within(rows()[0]).getByTestId('email-status').textContent).toBe('Valid'));
    expect(input()).toHaveProperty('value', 'Jo Bloggs <jo@gmail.com>; "Info, Desk" <info@gmail.com>');
  });

  it('says why for every unknown address, and calls a reserved example domain invalid with its reason', async () => {
    const user = userEvent.setup();
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    paste('bob@example.com\nann@quietfirm.co.uk\nmax@oddservice.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const shown = rows().map((row) => [within(row).getByTestId('email-status').textContent, within(row).getByTestId('email-reason').textContent]);
    expect(shown).toEqual([
      ['Invalid', 'A reserved example or test domain (like example.com or .test): no mail can reach it'],
      ['Unknown', 'The domain’s mail server could neither confirm nor rule out this mailbox'],
      ['Unknown', 'The service gave an answer this portal does not know, so it is shown as unknown'],
    ]);
  });

  it('uses a suggestion: the list and the row take the intended address', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\njo@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[1]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]);
    await waitFor(() => expect(within(rows()[1]).getByTestId('email-status').textContent).toBe('Valid'));
    expect(within(rows()[1]).getByText('jo@gmail.com')).toBeTruthy();
    expect(input()).toHaveProperty('value', 'ok@gmail.com\njo@gmail.com');
    expect(gateway.of('EmailValidation').at(-1)?.variables.emails).toEqual(['jo@gmail.com']);
  });

  it('refuses more than 100 addresses without asking the service', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste(Array.from({ length: 101 }, (_, i) => `p${i}@example.com`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('You can validate up to 100 addresses at once; this list has 101. Remove 1 and try again.');
    expect(gateway.requests).toHaveLength(0);
  });

  it('refuses an address too long for the service, in its own words, without asking it', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste(`ok@gmail.com\n${'j'.repeat(1198)}@example.com`);
    const message =
      'An address in the list has 1,210 characters (it starts “jjjjjjjjjjjjjjjjjjjjjjjj…”): too long to check, as at most 1,000 can be. Correct or remove it.';
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText(message);
    expect(gateway.requests).toHaveLength(0);
  });

  it('asks for an address when the box is empty', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByText('Enter an e-mail address, or paste a list');
    expect(gateway.requests).toHaveLength(0);
  });

  it('validates with Ctrl+Enter and shows a refused request above the form', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(() => ({
      errors: [{ message: 'No subscription', extensions: { code: 'NO_SUBSCRIPTION', msg: 'This account has no e-mail validation subscription.' } }],
    }));
    renderScreen(<Component />, { client: gateway.client });
    await user.type(input(), 'ok@gmail.com');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate the e-mail addresses: This account has no e-mail validation subscription.');
    expect(screen.getByRole('link', { name: 'Buy an e-mail validation plan in the Shop' }).getAttribute('href')).toBe('/shop/emailValidation');
  });

  it('copies the results as CSV', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    paste('ok@gmail.com\ninfo@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Copy results as CSV' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'Email,Status,Reason,Suggestion\r\nok@gmail.com,Valid,,\r\ninfo@gmail.com,Risky,"Role account (like info@ or sales@), not a person",',
      ),
    );
    await waitFor(() => expect(dialogStore.list().map((d) => d.message)).toEqual(['Text copied to clipboard']));
    act(() => dialogStore.list().forEach((d) => dialogStore.close(d.id, true)));
  });

  it('does not copy stale results: Copy is off once the list changes, and on again with the verdicts for the list as it is', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const copy = () => screen.getByRole('button', { name: 'Copy results as CSV' });
    paste('ok@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(copy()).toHaveProperty('disabled', false);
    paste('ok@gmail.com\ninfo@gmail.com');
    expect(screen.getByTestId('email-results-stale')).toBeTruthy();
    expect(copy()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
    expect(copy()).toHaveProperty('disabled', false);
  });

  it('counts a mailbox written with its domain in its own script and in punycode once, and keeps its verdict whichever way the list writes it', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('jo@bücher.de\nok@gmail.com\nJO@xn--bcher-kva.de');
    expect(screen.getByText('2 addresses to validate (1 repeat left out). Ctrl+Enter validates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gateway.of('EmailValidation')[0].variables.emails).toEqual(['jo@bücher.de', 'ok@gmail.com']);
    paste('JO@xn--bcher-kva.de\nok@gmail.com');
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
    expect(rows().map((row) => within(row).getByTestId('email-status').textContent)).toEqual(['Unknown', 'Valid']);
    expect(gateway.of('EmailValidation')).toHaveLength(1);
  });

  it('marks the results stale once the list changes, and puts them away when a new Validate fails', async () => {
    const user = userEvent.setup();
    let down = false;
    const gateway = fakeGateway((request) => (down ? Promise.reject(new Error('Response not successful: Received status code 502')) : respond(request)));
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\njo@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
    paste('ok@gmail.com\njo@gmial.com\n');
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
    paste('info@gmail.com\njo@gmial.com');
    expect(screen.getByTestId('email-results-stale').textContent).toBe(
      'The list has changed since these results. Validate again to check the list as it is now.',
    );
    expect(within(rows()[1]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]).toHaveProperty('disabled', true);
    down = true;
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('alert');
    expect(screen.queryAllByTestId('email-result')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Copy results as CSV' })).toBeNull();
  });

  it('takes a suggestion already in the list as a repeat: one row for it, as the count says, and no second check', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('jo@gmial.com\nok@gmail.com\nJO@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rows()[0]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText(/2 addresses to validate \(1 repeat left out\)/)).toBeTruthy();
    expect(rows().map((row) => [within(row).getByText(/@/).textContent, within(row).getByTestId('email-status').textContent])).toEqual([
      ['jo@gmail.com', 'Valid'],
      ['ok@gmail.com', 'Valid'],
    ]);
    expect(gateway.of('EmailValidation')).toHaveLength(1);
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
  });
});

describe('the list not yet validated', () => {
  const owner = sessionUser({ id: '7', userName: 'owner@acme.example' });
  const member = sessionUser({ id: '8', userName: 'member@acme.example' });
  const list = 'ok@gmail.com\njo@gmial.com';
  afterEach(() => sessionStore.signOut());

  /**
   * The screen closes (the session ends and the frame leaves for login; or another account is
   * chosen), `meanwhile` happens, and the screen opens again.
   */
  const reopen = (view: { unmount: () => void }, client: Parameters<typeof renderScreen>[1]['client'], meanwhile = () => {}) => {
    view.unmount();
    meanwhile();
    return renderScreen(<Component />, { client });
  };

  it('comes back to the same user once they sign in again after losing their session, and to nobody else', () => {
    sessionStore.signIn(owner);
    const { client } = fakeGateway(respond);
    const view = renderScreen(<Component />, { client });
    paste(list);
    const again = reopen(view, client, () => {
      sessionStore.expire();
      sessionStore.signIn(owner);
    });
    expect(input()).toHaveProperty('value', list);
    expect(screen.getByText(/2 addresses to validate/)).toBeTruthy();

    reopen(again, client, () => {
      sessionStore.expire();
      sessionStore.signIn(member);
    });
    expect(input()).toHaveProperty('value', '');
  });

  it('is gone after Log Out', () => {
    sessionStore.signIn(owner);
    const { client } = fakeGateway(respond);
    const view = renderScreen(<Component />, { client });
    paste(list);
    reopen(view, client, () => {
      sessionStore.signOut();
      sessionStore.signIn(owner);
    });
    expect(input()).toHaveProperty('value', '');
  });

  it('stays through a failed Validate, is done with once results show for it, and is kept again once the list changes', async () => {
    sessionStore.signIn(owner);
    const user = userEvent.setup();
    let down = true;
    const { client } = fakeGateway((request) => (down ? Promise.reject(new Error('Response not successful: Received status code 502')) : respond(request)));
    let view = renderScreen(<Component />, { client });
    paste(list);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('alert');
    view = reopen(view, client);
    expect(input()).toHaveProperty('value', list);

    down = false;
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    view = reopen(view, client);
    expect(input()).toHaveProperty('value', '');

    paste(list);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    paste(`${list}\ninfo@gmail.com`);
    reopen(view, client);
    expect(input()).toHaveProperty('value', `${list}\ninfo@gmail.com`);
  });
});
