// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EmailStatus } from '../../../gql/graphql';
import { rowsForList, sameList, withVerdicts } from './email-results-list';

describe('results in step with the list', () => {
  it.each([
    [['a@x.com', 'b@x.com'], ['a@x.com', 'b@x.com'], true],
    [['a@x.com', 'b@x.com'], ['A@X.com', 'b@x.com'], true],
    [['jo@bücher.de', 'b@x.com'], ['JO@xn--bcher-kva.de', 'b@x.com'], true],
    [['jo@bücher.de'], ['jo@bucher.de'], false],
    [['a@x.com', 'b@x.com'], ['b@x.com', 'a@x.com'], false],
    [['a@x.com', 'b@x.com'], ['a@x.com'], false],
    [[], [], true],
  ])('%o and %o: same %s', (a, b, same) => {
    expect(sameList(a, b)).toBe(same);
  });

  const row = (email: string, status: string) => ({ email, status });
  it.each([
    [
      'a suggestion already listed: its verdict reused, nothing to ask',
      ['a@gmail.com', 'b@x.com'],
      [row('b@x.com', 'valid'), row('A@gmail.com', 'valid')],
      { rows: [row('a@gmail.com', 'valid'), row('b@x.com', 'valid')], missing: -1 },
    ],
    [
      'a verdict for the punycode form of an address in its own script: taken, spelt as the list spells it',
      ['jo@bücher.de', 'b@x.com'],
      [row('b@x.com', 'valid'), row('jo@xn--bcher-kva.de', 'unknown')],
      { rows: [row('jo@bücher.de', 'unknown'), row('b@x.com', 'valid')], missing: -1 },
    ],
    [
      'a new address: the placeholder where it stands',
      ['b@x.com', 'a@gmail.com'],
      [row('b@x.com', 'valid')],
      { rows: [row('b@x.com', 'valid'), row('a@gmial.com', 'invalid')], missing: 1 },
    ],
  ])('%s', (_name, list, known, expected) => {
    expect(rowsForList(list, known, row('a@gmial.com', 'invalid'))).toEqual(expected);
  });
});

describe('verdicts for the rows not checked', () => {
  const row = (email: string, status: EmailStatus | null, failure?: string) => ({ email, status, failure: failure ? { message: failure } : null });
  it('fill those rows, in their places and spelt as the list spells them, and leave the rows checked and the rows unanswered alone', () => {
    const rows = [row('ok@gmail.com', 'valid'), row('Jo@Bücher.de', null, 'Timed out'), row('ann@x.com', null), row('bob@x.com', null, 'Trial used up')];
    const answers = [row('ann@x.com', 'risky'), row('jo@xn--bcher-kva.de', 'unknown'), row('ok@gmail.com', 'invalid')];
    expect(withVerdicts(rows, answers)).toEqual([
      row('ok@gmail.com', 'valid'),
      row('Jo@Bücher.de', 'unknown'),
      row('ann@x.com', 'risky'),
      row('bob@x.com', null, 'Trial used up'),
    ]);
  });
});
