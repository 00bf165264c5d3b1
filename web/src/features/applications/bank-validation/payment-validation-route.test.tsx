import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, renderScreen, acmeMain, type FakeRequest } from '../test-support';
import { Component } from './payment-validation-route';

function respond({ variables }: FakeRequest) {
  const sortCode = String(variables.sortCode).replace(/\D/g, '');
  const accountNumber = String(variables.accountNumber);
  if (accountNumber === '00000000') {
    // A client fault that is not about the numbers: the gateway answers one about the sort code or
    // account number as BAD_USER_INPUT instead (below), and passes this one on as SOAP_FAULT.
    const words = 'Unknown dataset XYZ: bank accounts are checked with the BANK dataset';
    return {
      errors: [
        {
          message: words,
          extensions: { code: 'SOAP_FAULT', action: 'validate the bank account', msg: words, upstreamStatus: 500, faultcode: 'soap:Client' },
        },
      ],
    };
  }
  if (accountNumber.length === 9 && !sortCode.startsWith('09')) {
    const words = `Account number must be 6, 7, 8 or 10 digits for sort code ${sortCode}: only Santander sort codes (09-xx-xx) take 9 digits`;
    return {
      errors: [
        {
          message: words,
          extensions: {
            code: 'BAD_USER_INPUT',
            argument: 'accountNumber',
            action: 'validate the bank account',
            msg: words,
            upstreamStatus: 500,
            faultcode: 'soap:Client',
          },
        },
      ],
    };
  }
  if (sortCode === '090150' && accountNumber === '100000002') {
    const reason = "Passed the modulus 11 check (the 9-digit (Santander) account number's first digit replaced the sort code's last)";
    return {
      data: { bankAccountValidation: { __typename: 'BankAccountValidation', sortCode: '090151', accountNumber: '00000002', status: 'valid', reason } },
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
    await user.type(sortCode(), '089999');
    expect(sortCode()).toHaveProperty('value', '08-99-99');
    await user.type(sortCode(), '{Backspace}{Backspace}');
    expect(sortCode()).toHaveProperty('value', '08-99');
    await user.type(accountNumber(), '6637-4958');
    expect(accountNumber()).toHaveProperty('value', '66374958');
  });

  it.each([
    ['a/c 66374958 ref 12', 'Enter 6 to 10 digits: this has "a", "/", "c", "r", "e" and more'],
    ['6637495O', 'Enter 6 to 10 digits: this has the letter O'],
  ])('keeps %j pasted as the account number as it is and refuses it at once, checking no other number', async (pasted, message) => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.type(sortCode(), '089999');
    await user.click(accountNumber());
    await user.paste(pasted);
    expect(accountNumber()).toHaveProperty('value', pasted);
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(gateway.requests).toHaveLength(0);
    expect(screen.queryByTestId('bank-result')).toBeNull();
  });

  it('keeps a letter O typed in the sort code where it is, refused, rather than dropping it and reshuffling the pairs', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.type(sortCode(), '6O-16-13');
    expect(sortCode()).toHaveProperty('value', '6O-16-13');
    expect(await screen.findByText('Enter six digits, like 08-99-99: this has the letter O')).toBeTruthy();
    await user.type(accountNumber(), '31926819');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(gateway.requests).toHaveLength(0);
  });

  it('reads full-width digits and dashes as the digits they are, and sends those', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.click(sortCode());
    await user.paste('０８－９９－９９');
    expect(sortCode()).toHaveProperty('value', '08-99-99');
    await user.click(accountNumber());
    await user.paste('６６３７４９５８');
    expect(accountNumber()).toHaveProperty('value', '66374958');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    expect(gateway.requests[0].variables).toEqual({ accountId: '103', sortCode: '08-99-99', accountNumber: '66374958' });
  });

  it('keeps a seventh digit typed into the sort code, and says at once that a sort code is six', async () => {
    const user = userEvent.setup();
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    await user.type(sortCode(), '0899991');
    expect(sortCode()).toHaveProperty('value', '08-99-991');
    expect(await screen.findByText('Enter six digits, like 08-99-99: this has 7')).toBeTruthy();
    await user.type(sortCode(), '{Backspace}');
    expect(sortCode()).toHaveProperty('value', '08-99-99');
    await waitFor(() => expect(screen.queryByText(/Enter six digits/)).toBeNull());
  });

  it('keeps an account number of 12 digits whole and refuses it, sending nothing', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = await check('601613', '003192681900');
    expect(accountNumber()).toHaveProperty('value', '003192681900');
    expect(await screen.findByText('Enter 6 to 10 digits: this has 12')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
    expect(screen.queryByTestId('bank-result')).toBeNull();
    // Said as soon as the eleventh digit went in, not only on Validate.
    await user.clear(accountNumber());
    await user.type(accountNumber(), '12345678901');
    expect(await screen.findByText('Enter 6 to 10 digits: this has 11')).toBeTruthy();
  });

  it('refuses an IBAN pasted as the account number, and offers the sort code and account number of a uk one', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.type(sortCode(), '089999');
    await user.click(accountNumber());
    await user.paste('GB29 NWBK 6016 1331 9268 19');
    expect(accountNumber()).toHaveProperty('value', 'GB29 NWBK 6016 1331 9268 19');
    expect(await screen.findByText('This is an IBAN: this check takes a UK sort code and account number, not an IBAN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(gateway.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use sort code 60-16-13 and account number 31926819 from this IBAN' }));
    expect(sortCode()).toHaveProperty('value', '60-16-13');
    expect(accountNumber()).toHaveProperty('value', '31926819');
    expect(screen.queryByText(/This is an IBAN/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByTestId('bank-verdict');
    expect(gateway.requests[0].variables).toEqual({ accountId: '103', sortCode: '60-16-13', accountNumber: '31926819' });
  });

  it('refuses an IBAN pasted as the sort code rather than keeping six of its digits, and offers nothing from a foreign one', async () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    const user = userEvent.setup();
    await user.click(sortCode());
    await user.paste('DE89 3704 0044 0532 0130 00');
    expect(sortCode()).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    expect(await screen.findByText('This is an IBAN: this check takes a UK sort code and account number, not an IBAN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from this IBAN/ })).toBeNull();
  });

  it('fills both boxes from a sort code and account number pasted together, into either box', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.click(sortCode());
    await user.paste('08-99-99 66374958');
    expect(sortCode()).toHaveProperty('value', '08-99-99');
    expect(accountNumber()).toHaveProperty('value', '66374958');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    expect(gateway.requests[0].variables).toEqual({ accountId: '103', sortCode: '08-99-99', accountNumber: '66374958' });

    await user.clear(sortCode());
    await user.clear(accountNumber());
    await user.click(accountNumber());
    await user.paste('60 16 13, 31926819');
    expect(sortCode()).toHaveProperty('value', '60-16-13');
    expect(accountNumber()).toHaveProperty('value', '31926819');
  });

  it('refuses a sort code and account number run together in the sort code box, keeping them as pasted', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = userEvent.setup();
    await user.click(sortCode());
    await user.paste('08999966374958');
    expect(sortCode()).toHaveProperty('value', '08999966374958');
    expect(await screen.findByText('Enter six digits, like 08-99-99: this has 14')).toBeTruthy();
    expect(accountNumber()).toHaveProperty('value', '');
  });

  it('checks the numbers before sending', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await check('08999', '12345');
    await screen.findByText('Enter six digits, like 08-99-99');
    expect(screen.getByText('Enter 6 to 10 digits: this has 5')).toBeTruthy();
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

  it('says in bold under the verdict when the service checked another sort code than the one entered', async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    await check('090150', '100000002');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    const other = screen.getByTestId('bank-other-sort-code');
    expect(other.textContent).toBe('This is a verdict on sort code 09-01-51, not the 09-01-50 entered.');

    await check('089999', '66374958');
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
    expect(screen.queryByTestId('bank-other-sort-code')).toBeNull();
  });

  it("shows a SOAP fault's message beside the form, not in a dialog", async () => {
    renderScreen(<Component />, { client: fakeGateway(respond).client });
    await check('089999', '00000000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to validate the bank account: Unknown dataset XYZ: bank accounts are checked with the BANK dataset',
    );
    expect(dialogStore.list()).toHaveLength(0);
    expect(screen.queryByTestId('bank-result')).toBeNull();
  });

  it("shows the service's refusal of the account number under that box, focused, with no banner, and puts it away once either box changes", async () => {
    const gateway = fakeGateway(respond);
    renderScreen(<Component />, { client: gateway.client });
    const user = await check('08-99-99', '123456789');
    const words = 'Account number must be 6, 7, 8 or 10 digits for sort code 089999: only Santander sort codes (09-xx-xx) take 9 digits';
    await waitFor(() => expect(accountNumber().getAttribute('aria-invalid')).toBe('true'));
    const hint = document.getElementById(accountNumber().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(words);
    expect(screen.queryByText('6 to 10 digits')).toBeNull();
    expect(document.activeElement).toBe(accountNumber());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('bank-failure')).toBeNull();
    expect(dialogStore.list()).toHaveLength(0);
    expect(sortCode().getAttribute('aria-invalid')).toBe('false');

    // The refusal was of this sort code with these digits: a Santander sort code takes them.
    await user.clear(sortCode());
    await user.type(sortCode(), '090150');
    await waitFor(() => expect(accountNumber().getAttribute('aria-invalid')).toBe('false'));
    expect(screen.getByText('6 to 10 digits')).toBeTruthy();
    await user.clear(accountNumber());
    await user.type(accountNumber(), '100000002');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByTestId('bank-verdict')).textContent).toBe('Valid');
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
