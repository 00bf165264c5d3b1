import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, renderScreen, testAccount, type FakeRequest } from '../test-support';
import { Component } from './email-validation-route';

const verdicts: Record<string, { status: string | null; reason: string | null; suggestion: string | null; failure: { code: string; message: string } | null }> =
  {
    'ok@example.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'someone@mailinator.com': { status: 'risky', reason: 'disposable', suggestion: null, failure: null },
    'info@example.com': { status: 'risky', reason: 'roleAccount', suggestion: null, failure: null },
    'jo@gmial.com': { status: 'invalid', reason: 'noMailDomain', suggestion: 'jo@gmail.com', failure: null },
    'jo@gmail.com': { status: 'valid', reason: null, suggestion: null, failure: null },
    'slow@example.net': {
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
      emailValidation: emails.map((email) => ({
        __typename: 'EmailValidation',
        email,
        ...verdicts[email],
        failure: verdicts[email].failure && { __typename: 'ServiceFailure', ...verdicts[email].failure },
      })),
    },
  };
}

const input = () => screen.getByRole('textbox', { name: 'E-mail addresses' });
const paste = (text: string) => fireEvent.input(input(), { target: { value: text } });
const rows = () => screen.getAllByTestId('email-result');

describe('Email Validation', () => {
  it('asks for an account first', () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client, current: { ...testAccount(), account: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Email Validation' })).toBeTruthy();
    expect(screen.getByText('Choose an account first')).toBeTruthy();
  });

  it('validates a pasted list once each, in order, with verdicts, reasons in words, a summary and per-row failures', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@example.com, someone@mailinator.com;\ninfo@example.com\n\nOK@example.com\njo@gmial.com\nslow@example.net');
    expect(screen.getByText(/5 addresses to validate \(1 repeat left out\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(gateway.of('EmailValidation')[0].variables).toEqual({
      accountId: 'acc-1',
      emails: ['ok@example.com', 'someone@mailinator.com', 'info@example.com', 'jo@gmial.com', 'slow@example.net'],
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

  it('uses a suggestion: the list and the row take the intended address', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    paste('ok@example.com\njo@gmial.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[1]).getAllByRole('button', { name: 'Use this: jo@gmail.com instead of jo@gmial.com' })[0]);
    await waitFor(() => expect(within(rows()[1]).getByTestId('email-status').textContent).toBe('Valid'));
    expect(within(rows()[1]).getByText('jo@gmail.com')).toBeTruthy();
    expect(input()).toHaveProperty('value', 'ok@example.com\njo@gmail.com');
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
    await user.type(input(), 'ok@example.com');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate the e-mail addresses: This account has no e-mail validation subscription.');
  });

  it('copies the results as CSV', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    paste('ok@example.com\ninfo@example.com');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Copy results as CSV' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'Email,Status,Reason,Suggestion\r\nok@example.com,Valid,,\r\ninfo@example.com,Risky,"Role account (like info@ or sales@), not a person",',
      ),
    );
    await waitFor(() => expect(dialogStore.list().map((d) => d.message)).toEqual(['Text copied to clipboard']));
    act(() => dialogStore.list().forEach((d) => dialogStore.close(d.id, true)));
  });
});
