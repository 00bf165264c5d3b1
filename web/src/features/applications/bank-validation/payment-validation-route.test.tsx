import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, renderScreen, acmeMain, type FakeRequest } from '../test-support';
import { Component } from './payment-validation-route';

function respond({ variables }: FakeRequest) {
  const sortCode = String(variables.sortCode).replace(/\D/g, '');
  const accountNumber = String(variables.accountNumber);
  if (accountNumber === '00000000') {
    return {
      errors: [
        {
          message: 'Sort code not found',
          extensions: { code: 'SOAP_FAULT', action: 'validate the bank account', msg: 'Sort code 089999 is not in the bank directory' },
        },
      ],
    };
  }
  const status = sortCode === '123456' ? 'unchecked' : accountNumber === '66374958' ? 'valid' : 'invalid';
  const reasons = {
    valid: 'Passed the modulus 11 check',
    invalid: 'Failed the modulus 11 check',
    unchecked: 'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
  };
  return { data: { bankAccountValidation: { __typename: 'BankAccountValidation', sortCode, accountNumber, status, reason: reasons[status] } } };
}

const sortCode = () => screen.getByRole('textbox', { name: 'Sort code' });
const accountNumber = () => screen.getByRole('textbox', { name: 'Account number' });

async function check(code: string, number: string) {
  const user = userEvent.setup();
  await user.clear(sortCode());
  await user.type(sortCode(), code);
  await user.clear(accountNumber());
  await user.type(accountNumber(), number);
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  return user;
}

describe('Payment Validation', () => {
  it('asks for an account first', () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client, current: { ...acmeMain(), account: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Validation' })).toBeTruthy();
    expect(screen.getByText('Choose an account first')).toBeTruthy();
  });

  it('masks the sort code as 00-00-00 and keeps account numbers to digits', async () => {
    const user = userEvent.setup();
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    await user.type(sortCode(), '0899991');
    expect(sortCode()).toHaveProperty('value', '08-99-99');
    await user.type(sortCode(), '{Backspace}{Backspace}');
    expect(sortCode()).toHaveProperty('value', '08-99');
    await user.type(accountNumber(), '6637-49x58');
    expect(accountNumber()).toHaveProperty('value', '66374958');
  });

  it('checks the numbers before sending', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await check('08999', '12345');
    await screen.findByText('Enter six digits, like 08-99-99');
    expect(screen.getByText('Enter 6 to 10 digits')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
  });

  it('shows a pass and a failure with the reason', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await check('089999', '66374958');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    expect(screen.getByTestId('bank-reason').textContent).toBe('Passed the modulus 11 check');
    expect(gateway.requests[0].variables).toEqual({ accountId: '103', sortCode: '08-99-99', accountNumber: '66374958' });

    await check('089999', '66374959');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Invalid');
    expect(screen.getByTestId('bank-reason').textContent).toBe('Failed the modulus 11 check');
  });

  it('tells a number no check covers apart from a valid one: amber, in words, with what to do', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await check('123456', '12345678');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Could not be checked');
    const result = screen.getByTestId('bank-result');
    expect(result.className).toMatch(/colorWarning/);
    expect(result.className).not.toMatch(/colorSuccess/);
    expect(screen.getByTestId('bank-reason').textContent).toMatch(/^The sort code is not in the modulus checking table/);
    expect(screen.getByTestId('bank-advice').textContent).toBe(
      'Nothing was found wrong, and nothing vouches for it either: confirm the details with the account holder before you rely on them.',
    );

    await check('089999', '66374958');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    expect(screen.getByTestId('bank-result').className).toMatch(/colorSuccess/);
    expect(screen.queryByTestId('bank-advice')).toBeNull();
  });

  it("shows a SOAP fault's message beside the form, not in a dialog", async () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    await check('089999', '00000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate the bank account: Sort code 089999 is not in the bank directory');
    expect(dialogStore.list()).toHaveLength(0);
    expect(screen.queryByTestId('bank-result')).toBeNull();
  });

  it('leads an owner from "no payment validation subscription" to the shop, and tells a member whom to ask', async () => {
    const noSubscription = () => ({
      errors: [
        {
          message: 'This account has no payment validation subscription',
          extensions: { code: 'NO_SUBSCRIPTION', action: 'validate the bank account', msg: 'This account has no payment validation subscription' },
        },
      ],
    });
    const view = renderScreen(<Component />, { client: fakeGateway(noSubscription).client });
    await check('089999', '66374958');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to validate the bank account: This account has no payment validation subscription');
    expect(screen.getByRole('link', { name: 'Buy a payment validation plan in the Shop' }).getAttribute('href')).toBe('/shop/paymentValidation');
    view.unmount();

    const account = acmeMain();
    const member = { ...account, organisation: { ...account.organisation!, isOwner: false }, account: { ...account.account!, isOwner: false, isMember: true } };
    renderScreen(<Component />, { client: fakeGateway(noSubscription).client, current: member });
    await check('089999', '66374958');
    expect((await screen.findByTestId('shop-way')).textContent).toBe('Ask an owner of this account to buy a payment validation plan in the Shop.');
    expect(screen.queryByRole('link', { name: /Shop/ })).toBeNull();
  });

  it('offers no shop for a failure that is not about a subscription', async () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    await check('089999', '00000000');
    await screen.findByRole('alert');
    expect(screen.queryByTestId('shop-way')).toBeNull();
  });
});
