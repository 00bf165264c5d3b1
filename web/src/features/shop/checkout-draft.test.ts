import { afterEach, describe, expect, it } from 'vitest';
import { blankBilling } from './billing-details';
import { checkoutDraft } from './checkout-draft';

const billing = {
  ...blankBilling,
  company: 'Acme Ltd',
  name: 'Olivia Owner',
  email: 'owner@acme.example',
  address1: '7 Typed Road',
  town: 'Bristol',
  postcode: 'BS1 4DJ',
  country: 'United Kingdom',
};

afterEach(() => sessionStorage.clear());

describe('the checkout kept while the person pays', () => {
  it("gives back each account's details as typed, and forgets them once asked", () => {
    checkoutDraft.keep('103', { billing });
    expect(checkoutDraft.read('103')).toEqual({ billing });
    expect(checkoutDraft.read('104')).toBeNull();
    checkoutDraft.forget('103');
    expect(checkoutDraft.read('103')).toBeNull();
  });

  it('gives back a detail left empty, too long or otherwise wrong as it was typed, with the others, for the form to say what is wrong', () => {
    const typed = { ...billing, company: '', name: 'N'.repeat(201), postcode: 'EC1A 1BB EC1A 1BB EC1A', town: 'Acme \u202eTown' };
    checkoutDraft.keep('103', { billing: typed });
    expect(checkoutDraft.read('103')).toEqual({ billing: typed });
  });

  it.each([
    ['not JSON', '{"billing":'],
    ['not an object', '"7 Typed Road"'],
    ['a field that is not text', JSON.stringify({ billing: { ...billing, town: 42 } })],
  ])('ignores a stored value that is %s', (_, raw) => {
    sessionStorage.setItem('checkoutDetails:103', raw);
    expect(checkoutDraft.read('103')).toBeNull();
  });
});
