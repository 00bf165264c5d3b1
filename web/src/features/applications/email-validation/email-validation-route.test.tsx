import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { sessionStore } from '../../../lib/session/session-store';
import { sessionUser } from '../../../test/session-user';
import { koalaMain } from '../../../test/acme-main';
import { emailDraft } from './email-draft';
import { fakeGateway, renderScreen, acmeMain, type FakeAnswer, type FakeRequest } from '../test-support';
import { Component } from './email-validation-route';

const verdicts: Record<string, { status: string | null; reason: string | null; suggestion: string | null; failure: { code: string; message: string } | null }> =
  {
    'ok@gmail.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'someone@mailinator.com': { status: 'risky', reason: 'disposable', suggestion: null, failure: null },
    'info@gmail.com': { status: 'risky', reason: 'roleAccount', suggestion: null, failure: null },
    'jo@gmial.com': { status: 'invalid', reason: 'noMailDomain', suggestion: 'jo@gmail.com', failure: null },
    'jo@gmail.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'jo@bücher.de': { status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
    'si\u00e2n.evans@btinternet.com': { status: 'valid', reason: null, suggestion: null, failure: null },
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
/** Each row's verdict, or Not checked. */
const statuses = () => rows().map((row) => within(row).queryByTestId('email-status')?.textContent ?? within(row).getByText('Not checked').textContent);

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

  it('counts an address with a letter precomposed and as a letter with a combining mark once, and sends and charges it once', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\nsi\u00e2n.evans@btinternet.com\nsia\u0302n.evans@btinternet.com');
    expect(screen.getByText('2 addresses to validate (1 repeat left out). Ctrl+Enter validates.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(gateway.of('EmailValidation')[0].variables.emails).toEqual(['ok@gmail.com', 'si\u00e2n.evans@btinternet.com']);
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

const owner = sessionUser({ id: '7', userName: 'owner@acme.example' });
const member = sessionUser({ id: '8', userName: 'member@acme.example' });

/**
 * The screen closes (the session ends and the frame leaves for login; another account is chosen;
 * the person goes Home), `meanwhile` happens, and the screen opens again, for `current`.
 */
const reopen = (view: { unmount: () => void }, client: Parameters<typeof renderScreen>[1]['client'], meanwhile = () => {}, current = acmeMain()) => {
  view.unmount();
  meanwhile();
  return renderScreen(<Component />, { client, current });
};

describe('the list not yet validated', () => {
  const list = 'ok@gmail.com\njo@gmial.com';
  afterEach(() => sessionStore.signOut());

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

  it('stays through a failed Validate, comes back with its results once they show for it, and is kept again once the list changes', async () => {
    sessionStore.signIn(owner);
    const user = userEvent.setup();
    let down = true;
    const gateway = fakeGateway((request) => (down ? Promise.reject(new Error('Response not successful: Received status code 502')) : respond(request)));
    const { client } = gateway;
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
    expect(input()).toHaveProperty('value', list);
    expect(statuses()).toEqual(['Valid', 'Invalid']);
    expect(screen.queryByTestId('email-results-stale')).toBeNull();

    paste(`${list}\ninfo@gmail.com`);
    reopen(view, client);
    expect(input()).toHaveProperty('value', `${list}\ninfo@gmail.com`);
    expect(statuses()).toEqual(['Valid', 'Invalid']);
    expect(screen.getByTestId('email-results-stale')).toBeTruthy();
    expect(gateway.of('EmailValidation')).toHaveLength(2);
  });
});

/** An answer the test gives when it chooses. */
function deferred() {
  let resolve: (answer: FakeAnswer) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<FakeAnswer>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('checking again the addresses not checked', () => {
  const trialUsedUp = "This account's e-mail validation trial has used all its clicks: buy a plan to go on";
  const five = 'ok@gmail.com\ninfo@gmail.com\njo@gmial.com\nbob@example.com\nsomeone@mailinator.com';

  /** The gateway for an account with `clicks.left` clicks: each address answered takes one, and the rest are not checked. */
  const withClicks = (clicks: { left: number }) =>
    fakeGateway((request) => {
      const answered = respond(request).data.emailValidation;
      return {
        data: {
          emailValidation: answered.map((row) =>
            row.failure || clicks.left-- > 0
              ? row
              : {
                  ...row,
                  status: null,
                  reason: null,
                  suggestion: null,
                  failure: { __typename: 'ServiceFailure', code: 'NO_SUBSCRIPTION', message: trialUsedUp },
                },
          ),
        },
      };
    });

  it('sends only the rows not checked, and puts each verdict in its row, in the list’s order', async () => {
    const user = userEvent.setup();
    const clicks = { left: 2 };
    const gateway = withClicks(clicks);
    renderScreen(<Component />, { client: gateway.client });
    paste(five);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(statuses()).toEqual(['Valid', 'Risky', 'Not checked', 'Not checked', 'Not checked']);
    expect(within(rows()[2]).getByTestId('email-reason').textContent).toBe(trialUsedUp);

    clicks.left = 10;
    await user.click(screen.getByRole('button', { name: 'Check the 3 not checked' }));
    await waitFor(() => expect(statuses()).toEqual(['Valid', 'Risky', 'Invalid', 'Invalid', 'Risky']));
    expect(gateway.of('EmailValidation').map((request) => request.variables.emails)).toEqual([
      ['ok@gmail.com', 'info@gmail.com', 'jo@gmial.com', 'bob@example.com', 'someone@mailinator.com'],
      ['jo@gmial.com', 'bob@example.com', 'someone@mailinator.com'],
    ]);
    expect(rows().map((row) => within(row).getAllByText(/@/)[0].textContent)).toEqual(five.split('\n'));
    expect(within(rows()[2]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })).toHaveLength(2);
    expect(
      within(screen.getByTestId('email-summary'))
        .getAllByText(/\d/)
        .map((chip) => chip.textContent),
    ).toEqual(['1 valid', '2 risky', '2 invalid', '0 unknown']);
    expect(screen.queryByRole('button', { name: /not checked/ })).toBeNull();
    expect(input()).toHaveProperty('value', five);
  });

  it('is busy while it asks, and pressed twice asks once', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    let calls = 0;
    const gateway = fakeGateway((request) => (++calls === 1 ? respond(request) : answer.promise));
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\nslow@smallfirm.co.uk');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1]).getByTestId('email-reason').textContent).toBe('The e-mail service took too long to answer.');

    const again = screen.getByRole('button', { name: 'Check the 1 not checked' });
    fireEvent.click(again);
    fireEvent.click(again);
    await waitFor(() => expect(again).toHaveProperty('disabled', true));
    answer.resolve({
      data: {
        emailValidation: [
          { __typename: 'EmailValidation', email: 'slow@smallfirm.co.uk', status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
        ],
      },
    });
    await waitFor(() => expect(statuses()).toEqual(['Valid', 'Unknown']));
    expect(gateway.of('EmailValidation').map((request) => request.variables.emails)).toEqual([
      ['ok@gmail.com', 'slow@smallfirm.co.uk'],
      ['slow@smallfirm.co.uk'],
    ]);
  });

  it('shows a request that fails in the rows it was for, which stay not checked, and the verdicts stay', async () => {
    const user = userEvent.setup();
    let down = false;
    const gateway = fakeGateway((request) => (down ? Promise.reject(new Error('Response not successful: Received status code 502')) : respond(request)));
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\nslow@smallfirm.co.uk');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    down = true;
    await user.click(screen.getByRole('button', { name: 'Check the 1 not checked' }));
    await waitFor(() => expect(within(rows()[1]).getByTestId('email-reason').textContent).toMatch(/^Failed to validate the addresses: /));
    expect(statuses()).toEqual(['Valid', 'Not checked']);
    expect(screen.getByRole('button', { name: 'Check the 1 not checked' })).toHaveProperty('disabled', false);
  });

  it('is off while the results are stale: the rows may no longer be in the list', async () => {
    const user = userEvent.setup();
    const gateway = withClicks({ left: 1 });
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\ninfo@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    paste('ok@gmail.com');
    expect(screen.getByRole('button', { name: 'Check the 1 not checked' })).toHaveProperty('disabled', true);
  });

  it('leaves the rows of a Validate since then alone', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    let calls = 0;
    const gateway = fakeGateway((request) => (++calls === 2 ? answer.promise : respond(request)));
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com\nslow@smallfirm.co.uk');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Check the 1 not checked' }));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(gateway.requests).toHaveLength(3));
    await waitFor(() => expect(statuses()).toEqual(['Valid', 'Not checked']));
    answer.resolve({
      data: {
        emailValidation: [
          { __typename: 'EmailValidation', email: 'slow@smallfirm.co.uk', status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
        ],
      },
    });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(statuses()).toEqual(['Valid', 'Not checked']);
  });
});

describe('the verdicts already given', () => {
  const three = 'ok@gmail.com\njo@gmial.com\nslow@smallfirm.co.uk';
  afterEach(() => sessionStore.signOut());

  const validated = async (gateway: ReturnType<typeof fakeGateway>, text = three) => {
    const view = renderScreen(<Component />, { client: gateway.client });
    paste(text);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(text.split('\n').length));
    return view;
  };

  it('come back as they were with the list they answer when the screen opens again (Home, then Back), and cost nothing again', async () => {
    sessionStore.signIn(owner);
    const gateway = fakeGateway(respond);
    const view = await validated(gateway);
    reopen(view, gateway.client);
    expect(input()).toHaveProperty('value', three);
    expect(statuses()).toEqual(['Valid', 'Invalid', 'Not checked']);
    expect(within(rows()[2]).getByTestId('email-reason').textContent).toBe('The e-mail service took too long to answer.');
    expect(within(rows()[1]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Check the 1 not checked' })).toBeTruthy();
    expect(screen.queryByTestId('email-results-stale')).toBeNull();
    expect(gateway.of('EmailValidation')).toHaveLength(1);
  });

  it('come back with a suggestion taken and the rows checked again since', async () => {
    sessionStore.signIn(owner);
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    const view = await validated(gateway, 'ok@gmail.com\njo@gmial.com');
    await user.click(within(rows()[1]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]);
    await waitFor(() => expect(statuses()).toEqual(['Valid', 'Valid']));
    reopen(view, gateway.client);
    expect(input()).toHaveProperty('value', 'ok@gmail.com\njo@gmail.com');
    expect(statuses()).toEqual(['Valid', 'Valid']);
  });

  it('keep an answer that comes once the screen has closed', async () => {
    sessionStore.signIn(owner);
    const answer = deferred();
    const gateway = fakeGateway(() => answer.promise);
    const view = renderScreen(<Component />, { client: gateway.client });
    paste('ok@gmail.com');
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(gateway.requests).toHaveLength(1));
    view.unmount();
    answer.resolve(respond(gateway.requests[0]));
    await new Promise((settle) => setTimeout(settle, 20));
    renderScreen(<Component />, { client: gateway.client });
    expect(input()).toHaveProperty('value', 'ok@gmail.com');
    expect(statuses()).toEqual(['Valid']);
  });

  it('are the account’s own: another account’s screen does not show them', async () => {
    sessionStore.signIn(owner);
    const gateway = fakeGateway(respond);
    const view = await validated(gateway);
    const koala = reopen(view, gateway.client, () => {}, koalaMain());
    expect(screen.queryAllByTestId('email-result')).toHaveLength(0);
    expect(input()).toHaveProperty('value', '');
    reopen(koala, gateway.client);
    expect(statuses()).toEqual(['Valid', 'Invalid', 'Not checked']);
  });

  it('are gone after Log Out, and for anyone else signing in', async () => {
    sessionStore.signIn(owner);
    const gateway = fakeGateway(respond);
    let view = await validated(gateway);
    view = reopen(view, gateway.client, () => {
      sessionStore.signOut();
      sessionStore.signIn(owner);
    });
    expect(screen.queryAllByTestId('email-result')).toHaveLength(0);
    expect(input()).toHaveProperty('value', '');

    view.unmount();
    view = await validated(gateway);
    reopen(view, gateway.client, () => {
      sessionStore.expire();
      sessionStore.signIn(member);
    });
    expect(screen.queryAllByTestId('email-result')).toHaveLength(0);
  });

  it('are put away by Clear', async () => {
    sessionStore.signIn(owner);
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    const view = await validated(gateway);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    reopen(view, gateway.client);
    expect(screen.queryAllByTestId('email-result')).toHaveLength(0);
    expect(input()).toHaveProperty('value', '');
  });
});

describe('writing the list not yet validated', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.signOut();
  });
  const lines = (n: number, last = '') => Array.from({ length: n }, (_, i) => `person${i}@example.com`).join('\n') + last;
  const draftWrites = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([key]) => String(key).endsWith(':emailValidation'));

  it('is written at most a few times a second as it is typed, the latest once the screen closes', () => {
    sessionStore.signIn(owner);
    const view = renderScreen(<Component />, { client: fakeGateway(respond).client });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let typed = 1; typed <= 10; typed++) paste(lines(1000, 'x'.repeat(typed)));
    expect(draftWrites(setItem).length).toBeLessThanOrEqual(1);
    view.unmount();
    expect(emailDraft.read('7')).toBe(lines(1000, 'x'.repeat(10)));
  });

  it('is written once the typing pauses, and when the page is left', async () => {
    sessionStore.signIn(owner);
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    paste('ok@gmail.com');
    paste('ok@gmail.com\njo@gmial.com');
    await waitFor(() => expect(emailDraft.read('7')).toBe('ok@gmail.com\njo@gmial.com'));
    paste('ok@gmail.com\njo@gmial.com\ninfo@gmail.com');
    window.dispatchEvent(new Event('pagehide'));
    expect(emailDraft.read('7')).toBe('ok@gmail.com\njo@gmial.com\ninfo@gmail.com');
  });

  it('keeps the latest keystrokes when the session is lost, and none after Log Out', () => {
    sessionStore.signIn(owner);
    const { client } = fakeGateway(respond);
    let view = renderScreen(<Component />, { client });
    paste('ok@gmail.com');
    paste('ok@gmail.com\njo@gmial.com');
    // The frame leaves for login once the session has gone.
    sessionStore.expire();
    view = reopen(view, client, () => sessionStore.signIn(owner));
    expect(input()).toHaveProperty('value', 'ok@gmail.com\njo@gmial.com');

    paste('ok@gmail.com\njo@gmial.com\ninfo@gmail.com');
    sessionStore.signOut();
    reopen(view, client, () => sessionStore.signIn(owner));
    expect(input()).toHaveProperty('value', '');
  });
});
