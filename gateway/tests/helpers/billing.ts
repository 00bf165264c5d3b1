/** Billing details the sandbox's checkout accepts for Acme Ltd, for tests that check out. */
export const BILLING = {
  company: 'Acme Ltd',
  name: 'Alice Owner',
  email: 'accounts@acme.example',
  address1: '1 High Street',
  town: 'London',
  postcode: 'N1 1AA',
  country: 'United Kingdom',
};
