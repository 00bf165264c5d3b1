// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { billingDefaults, type HeldAddress } from './billing-defaults';

const user = { name: 'owner@acme.example', personalName: 'Olivia Owner', companyName: 'Acme Ltd' };
const acmeWay: HeldAddress = {
  address1: '1 Acme Way',
  address2: 'Unit 4',
  town: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'M1 1AA',
  country: 'United Kingdom',
};
const headOffice: HeldAddress = { address1: '9 Head Office Road', town: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' };
const home: HeldAddress = { address1: '3 Home Lane', town: 'York', postcode: 'YO1 7HH', country: 'United Kingdom' };

describe('the billing details checkout starts from', () => {
  it("takes the account's own address, whole, with who is buying", () => {
    expect(billingDefaults({ user: { ...user, ...home }, account: { ...acmeWay, parent: headOffice }, territory: 'uk' })).toEqual({
      company: 'Acme Ltd',
      name: 'Olivia Owner',
      email: 'owner@acme.example',
      address1: '1 Acme Way',
      address2: 'Unit 4',
      address3: '',
      address4: '',
      town: 'Manchester',
      county: 'Greater Manchester',
      postcode: 'M1 1AA',
      country: 'United Kingdom',
    });
  });

  it.each([
    ['the account has none', { parent: headOffice }, '9 Head Office Road'],
    ["the account's lacks a postcode", { ...acmeWay, postcode: ' ', parent: headOffice }, '9 Head Office Road'],
    ["the account's lacks a town", { ...acmeWay, town: null, parent: headOffice }, '9 Head Office Road'],
    ['neither the account nor the organisation has one', { parent: null }, '3 Home Lane'],
    ['the account is not known', null, '3 Home Lane'],
  ])("falls back to the organisation's, then the buyer's, when %s", (_, account, address1) => {
    expect(billingDefaults({ user: { ...user, ...home }, account, territory: 'uk' }).address1).toBe(address1);
  });

  it('never mixes the lines of two addresses', () => {
    const defaults = billingDefaults({
      user: { ...user, ...home },
      account: { address1: '1 Acme Way', town: 'Manchester', county: 'Greater Manchester' },
      territory: 'uk',
    });
    expect(defaults).toMatchObject({ address1: '3 Home Lane', town: 'York', county: '', postcode: 'YO1 7HH' });
  });

  it("leaves the address to be typed when nobody's is complete, in the territory's country", () => {
    const defaults = billingDefaults({ user: { ...user, companyName: null }, account: { parentName: 'Koala Pty Ltd', parent: null }, territory: 'australia' });
    expect(defaults).toEqual({ company: 'Koala Pty Ltd', name: 'Olivia Owner', email: 'owner@acme.example', country: 'Australia' });
  });
});
