// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyTemplate, guessMapping, mapColumn, mappingProblem, moveColumn, numberMapping, type ColumnMapping } from './field-mapping';

const types = ['Reference', 'Name', 'Organisation', 'Address', 'Premise', 'Street', 'Locality', 'Town', 'County', 'Postcode'];
const col = (inputOrder: number, mappingType: string | null, mappingOrder: number | null = null): ColumnMapping => ({ inputOrder, mappingType, mappingOrder });
const summary = (columns: ColumnMapping[]) => columns.map((c) => `${c.inputOrder}:${c.mappingType ?? '-'}${c.mappingOrder ?? ''}`).join(' ');

describe('mapping columns to address fields', () => {
  it.each([
    { name: 'numbers repeated fields in file order', given: [col(1, 'Address'), col(2, 'Address'), col(3, 'Town')], want: '1:Address1 2:Address2 3:Town1' },
    { name: 'keeps a saved order', given: [col(1, 'Address', 2), col(2, 'Address', 1)], want: '1:Address2 2:Address1' },
    { name: 'closes gaps', given: [col(1, 'Address', 3), col(2, null, 1), col(3, 'Address', 7)], want: '1:Address1 2:- 3:Address2' },
  ])('$name', ({ given, want }) => expect(summary(numberMapping(given))).toBe(want));

  it('puts a newly mapped column last among its field, and unmapping renumbers the rest', () => {
    let columns = [col(1, 'Address', 1), col(2, null), col(3, 'Address', 2)];
    columns = mapColumn(columns, 2, 'Address');
    expect(summary(columns)).toBe('1:Address1 2:Address3 3:Address2');
    columns = mapColumn(columns, 1, null);
    expect(summary(columns)).toBe('1:- 2:Address2 3:Address1');
  });

  it.each([
    { by: -1 as const, column: 3, want: '1:Address2 2:Town1 3:Address1' },
    { by: 1 as const, column: 1, want: '1:Address2 2:Town1 3:Address1' },
    { by: -1 as const, column: 1, want: '1:Address1 2:Town1 3:Address2' },
    { by: 1 as const, column: 2, want: '1:Address1 2:Town1 3:Address2' },
  ])('moves column $column by $by', ({ by, column, want }) => {
    expect(summary(moveColumn([col(1, 'Address', 1), col(2, 'Town', 1), col(3, 'Address', 2)], column, by))).toBe(want);
  });

  it('applies a template by place in the file, leaving columns it lacks unmapped', () => {
    const template = [col(1, 'Reference', 1), col(2, 'Address', 2), col(3, 'Address', 1), col(9, 'Town', 1)];
    expect(summary(applyTemplate([col(1, 'Name', 1), col(2, null), col(3, null), col(4, 'Town', 1)], template))).toBe('1:Reference1 2:Address2 3:Address1 4:-');
  });

  it.each([
    { given: [col(1, 'Address'), col(2, 'Postcode')], ok: true },
    { given: [col(1, 'Premise'), col(2, 'Street'), col(3, 'Town')], ok: true },
    { given: [col(1, 'Premise'), col(2, 'Town')], ok: false },
    { given: [col(1, 'Address'), col(2, 'County')], ok: false },
    { given: [], ok: false },
  ])('$given.length columns can be matched: $ok', ({ given, ok }) => {
    expect(mappingProblem(given)).toBe(ok ? null : 'Map at least an address line (or premise and street) and a postcode or town');
  });

  it('guesses from headings', () => {
    expect(summary(guessMapping(['Customer Ref', 'Name', 'Address 1', 'Address 2', 'Town', 'Post Code', 'Notes'], types))).toBe(
      '1:Reference1 2:Name1 3:Address1 4:Address2 5:Town1 6:Postcode1 7:-',
    );
    expect(summary(guessMapping(['Column 1', 'Column 2'], types))).toBe('1:- 2:-');
    expect(summary(guessMapping(['Building Name', 'Street Name', 'Company Name', 'Contact Name', 'Post Town', 'House Number'], types))).toBe(
      '1:Premise1 2:Street1 3:Organisation1 4:Name1 5:Town1 6:Premise2',
    );
  });

  it.each([
    // Numbers that name the record, a phone or nothing of the address: never a premise.
    ['Account No', 'Reference'],
    ['Account Number', 'Reference'],
    ['AccountNo', 'Reference'],
    ['ACCOUNT_NO', 'Reference'],
    ['Acc No.', 'Reference'],
    ['Order Number', 'Reference'],
    ['Order #', 'Reference'],
    ['Customer No', 'Reference'],
    ['Member No', 'Reference'],
    ['Membership Number', 'Reference'],
    ['Reference Number', 'Reference'],
    ['Ref No', 'Reference'],
    ['Phone Number', null],
    ['PhoneNumber', null],
    ['Mobile No', null],
    ['Tel No', null],
    ['Telephone', null],
    ['Fax Number', null],
    ['Contact Number', null],
    ['Contact No.', null],
    ['Email Address', null],
    ['E-mail', null],
    ['Website', null],
    ['Number of Employees', null],
    ['Balance', null],
    // A premise's word, with or without a number word: still a premise.
    ['House No', 'Premise'],
    ['House Number', 'Premise'],
    ['HouseNo', 'Premise'],
    ['House Name', 'Premise'],
    ['Building Number', 'Premise'],
    ['Building Name', 'Premise'],
    ['Building', 'Premise'],
    ['Premise', 'Premise'],
    ['Premises', 'Premise'],
    ['Property Name', 'Premise'],
    ['Flat No', 'Premise'],
    ['Flat Number', 'Premise'],
    ['Street Number', 'Premise'],
    ['Street No.', 'Premise'],
    // Not numbers, as before.
    ['Contact Name', 'Name'],
    ['Account Name', 'Name'],
    ['Customer Name', 'Name'],
    ['Street Name', 'Street'],
  ])('guesses the heading "%s" as %s', (heading, want) => {
    expect(guessMapping([heading], types)[0]?.mappingType ?? null).toBe(want);
  });

  it('guesses a common CRM export: its account and phone numbers are no premise', () => {
    expect(summary(guessMapping(['Account No', 'Contact Name', 'Address Line 1', 'Town', 'Post Code', 'Balance'], types))).toBe(
      '1:Reference1 2:Name1 3:Address1 4:Town1 5:Postcode1 6:-',
    );
    expect(summary(guessMapping(['Account No', 'Phone Number', 'Address Line 1', 'Town', 'Postcode'], types))).toBe(
      '1:Reference1 2:- 3:Address1 4:Town1 5:Postcode1',
    );
  });

  it('guesses an account number Not used where the bureau offers no Reference field', () => {
    expect(summary(guessMapping(['Account No', 'Address 1', 'Postcode'], ['Address', 'Premise', 'Postcode']))).toBe('1:- 2:Address1 3:Postcode1');
  });

  it.each([
    { given: ['No', 'Street', 'Town', 'Postcode'], want: '1:Premise1 2:Street1 3:Town1 4:Postcode1' },
    { given: ['No.', 'Street Name', 'Post Town', 'Postcode'], want: '1:Premise1 2:Street1 3:Town1 4:Postcode1' },
    { given: ['Number', 'Road', 'Town'], want: '1:Premise1 2:Street1 3:Town1' },
    { given: ['No', 'Name', 'Address 1', 'Address 2', 'Postcode'], want: '1:- 2:Name1 3:Address1 4:Address2 5:Postcode1' },
    { given: ['#', 'Address', 'Postcode'], want: '1:- 2:Address1 3:Postcode1' },
  ])('guesses a number word alone as the premise beside a street, not beside address lines: $given', ({ given, want }) => {
    expect(summary(guessMapping(given, types))).toBe(want);
  });

  it('guesses from headings whose words are joined, as database and CRM exports write them', () => {
    expect(summary(guessMapping(['CustomerRef', 'FullName', 'Address1', 'Address2', 'Town', 'PostCode', 'Notes'], types))).toBe(
      '1:Reference1 2:Name1 3:Address1 4:Address2 5:Town1 6:Postcode1 7:-',
    );
    expect(summary(guessMapping(['customer_id', 'address_line_1', 'ADDRESS_LINE_2', 'post-town', 'post_code'], types))).toBe(
      '1:Reference1 2:Address1 3:Address2 4:Town1 5:Postcode1',
    );
    expect(summary(guessMapping(['AddressLine1', 'AddressLine2', 'BuildingName', 'StreetName', 'CompanyName'], types))).toBe(
      '1:Address1 2:Address2 3:Premise1 4:Street1 5:Organisation1',
    );
  });
});
