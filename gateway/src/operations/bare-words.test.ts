import { describe, expect, it } from 'vitest';
import { withoutBareWords } from './bare-words';

describe('withoutBareWords', () => {
  it.each([
    [
      'a password typed without quotes',
      'mutation { signIn(userName: "*", password: hunter2) { jwt } }',
      'mutation { signIn(userName: "*", password: *) { jwt } }',
    ],
    [
      'a word in an input object, its keys kept',
      'mutation { register(input: { email: "*", password: hunter2 }) { id } }',
      'mutation { register(input: { email: "*", password: * }) { id } }',
    ],
    ['words in a list, nested too', '{ a(codes: [one, [two], {k: three}]) }', '{ a(codes: [*, [*], {k: *}]) }'],
    [
      'a variable default, its name and type kept',
      'query Q($p: String = hunter2, $l: [Int!]! = [*]) { a(p: $p) }',
      'query Q($p: String = *, $l: [Int!]! = [*]) { a(p: $p) }',
    ],
    ['an enum value of the schema', '{ countries(territory: uk) { name } }', '{ countries(territory: *) { name } }'],
    [
      "a directive's argument, on a field and on the operation",
      'query Q @d(x: secret) { a @include(if: true) b @skip(if: $s) }',
      'query Q @d(x: *) { a @include(if: true) b @skip(if: $s) }',
    ],
    [
      'aliases, fragments and true, false and null',
      '{ me: me { ...F } x: a(b: false, c: null) } fragment F on User { id }',
      '{ me: me { ...F } x: a(b: false, c: null) } fragment F on User { id }',
    ],
    ['numbers and block strings the instrumentation wrote as *', '{ a(n: *, s: *, t: "*", w: word) }', '{ a(n: *, s: *, t: "*", w: *) }'],
    ['a text that does not lex', '{ a(p: hunter2 ~) }', '*'],
  ])('%s', (_, source, expected) => {
    expect(withoutBareWords(source)).toBe(expected);
  });
});
