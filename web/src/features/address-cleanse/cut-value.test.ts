// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutValue } from './cut-value';

describe('cutting a long value short for a table', () => {
  it.each([
    { name: 'a short value whole', value: '1 High Street', shown: '1 High Street', cut: false },
    { name: 'a value of the limit whole', value: 'x'.repeat(40), shown: 'x'.repeat(40), cut: false },
    { name: 'one past the limit cut, with an ellipsis', value: 'x'.repeat(41), shown: `${'x'.repeat(39)}…`, cut: true },
    { name: 'a 50,000-character token cut', value: 'a'.repeat(50_000), shown: `${'a'.repeat(39)}…`, cut: true },
    { name: 'emoji counted as one character each, none split', value: '😀'.repeat(45), shown: `${'😀'.repeat(39)}…`, cut: true },
    { name: 'empty', value: '', shown: '', cut: false },
  ])('$name', ({ value, shown, cut }) => {
    expect(cutValue(value)).toEqual({ shown, cut });
  });
});
