import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../../lib/storage-keys';
import { emailResultsKept, maxKeptCharacters, type KeptResults } from './email-results-kept';

afterEach(() => vi.restoreAllMocks());

const row = (email: string) => ({ email, status: 'valid' as const, reason: null, suggestion: null, failure: null });
const results = (text: string, list: string[]): KeptResults => ({ accountId: '103', text, list, rows: list.map(row) });

describe('the verdicts kept for the tab', () => {
  it('are read back for the same user and account, without what Apollo adds', () => {
    emailResultsKept.keep('7', {
      ...results('Jo <jo@gmail.com>', ['jo@gmail.com']),
      rows: [{ ...row('jo@gmail.com'), __typename: 'EmailValidation' } as never],
    });
    expect(emailResultsKept.read('7', '103')).toEqual(results('Jo <jo@gmail.com>', ['jo@gmail.com']));
    expect(emailResultsKept.read('7', '121')).toBeNull();
    expect(emailResultsKept.read('8', '103')).toBeNull();
    emailResultsKept.keep('7', null);
    expect(emailResultsKept.read('7', '103')).toBeNull();
  });

  it('are cleared with the drafts: kept under a draft key', () => {
    emailResultsKept.keep('7', results('jo@gmail.com', ['jo@gmail.com']));
    expect(Object.keys(sessionStorage).every((key) => key.startsWith(draftKey('7', '')))).toBe(true);
  });

  it('keep the addresses one per line in place of a text too long to keep, and nothing when even they are', () => {
    const list = ['jo@gmail.com', 'ann@example.com'];
    emailResultsKept.keep('7', results(`${'Name, Phone\n'.repeat(maxKeptCharacters / 10)}jo@gmail.com\nann@example.com`, list));
    expect(emailResultsKept.read('7', '103')).toEqual(results('jo@gmail.com\nann@example.com', list));

    const long = Array.from({ length: 100 }, (_, i) => `${'j'.repeat(990)}${i}@gmail.com`);
    emailResultsKept.keep('7', results(long.join('\n'), long));
    expect(emailResultsKept.read('7', '103')).toBeNull();
    expect(Object.values(sessionStorage).every((value) => value.length <= maxKeptCharacters)).toBe(true);
  });

  it('never bring back older verdicts when the storage refuses newer ones', () => {
    emailResultsKept.keep('7', results('jo@gmail.com', ['jo@gmail.com']));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    emailResultsKept.keep('7', results('ann@example.com', ['ann@example.com']));
    expect(emailResultsKept.read('7', '103')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['rows out of step with the list', JSON.stringify({ ...results('a@b.com', ['a@b.com']), rows: [] })],
    ['a status the portal does not know', JSON.stringify({ ...results('a@b.com', ['a@b.com']), rows: [{ ...row('a@b.com'), status: 'maybe' }] })],
  ])('are not read from what the storage holds when it is %s', (_name, stored) => {
    sessionStorage.setItem(draftKey('7', 'emailValidationResults'), stored);
    expect(emailResultsKept.read('7', '103')).toBeNull();
  });
});
