// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invoiceDetailsSchema, payInput } from './invoice-details';

const filled = {
  name: ' Jane Smith ',
  email: 'jane@acme.example',
  companyName: 'Acme Ltd',
  address1: '1 High Street',
  address2: '',
  address3: ' ',
  town: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'United Kingdom',
  purchaseOrder: '',
};

describe('the invoice details', () => {
  it('sends the address as lines without the blank ones, and this page as the way back', () => {
    const details = invoiceDetailsSchema.parse(filled);
    expect(payInput(details, 'http://localhost/portal/applications/addresscleanse/file/7')).toEqual({
      name: 'Jane Smith',
      email: 'jane@acme.example',
      companyName: 'Acme Ltd',
      companyAddress: ['1 High Street', 'Leeds', 'LS1 4AP'],
      country: 'United Kingdom',
      backUrl: 'http://localhost/portal/applications/addresscleanse/file/7',
      paidUrl: 'http://localhost/portal/applications/addresscleanse/file/7',
    });
  });

  it('sends a purchase order reference when one is given', () => {
    const details = invoiceDetailsSchema.parse({ ...filled, purchaseOrder: ' PO-4471 ' });
    expect(payInput(details, 'http://localhost/x').purchaseOrder).toBe('PO-4471');
  });

  it.each([
    ['purchaseOrder', 'P'.repeat(51), 'A purchase order reference is at most 50 characters.'],
    ['name', '', 'Enter the name the invoice is for.'],
    ['email', 'jane', 'Enter an e-mail address such as name@example.com.'],
    ['companyName', ' ', 'Enter the company name.'],
    ['address1', '', 'Enter the first line of the address.'],
    ['town', '', 'Enter the town.'],
    ['postcode', '', 'Enter the postcode.'],
    ['country', '', 'Enter the country.'],
    // The gateway's rule for an invoice (@portal/gateway/invoice-rule), which it holds payBureauFile to as well.
    ['email', 'jane@acme.x', 'Enter an e-mail address such as name@example.com.'],
    ['name', 'J'.repeat(201), 'At most 200 characters'],
    ['address2', 'A'.repeat(201), 'At most 200 characters'],
    ['country', 'C'.repeat(201), 'At most 200 characters'],
    ['town', 'Leeds\u202e', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
  ])('asks for %s', (field, value, message) => {
    const result = invoiceDetailsSchema.safeParse({ ...filled, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
