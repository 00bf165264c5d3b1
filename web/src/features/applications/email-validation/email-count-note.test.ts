// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countNote } from './email-count-note';

describe('the count under the box', () => {
  it.each([
    [0, 0, 0, 'One per line, or separated by commas or semicolons. Ctrl+Enter validates.'],
    [1, 0, 0, '1 address to validate. Ctrl+Enter validates.'],
    [5, 1, 0, '5 addresses to validate (1 repeat left out). Ctrl+Enter validates.'],
    [2, 0, 6, '2 addresses to validate (6 entries left out as not e-mail addresses). Ctrl+Enter validates.'],
    [2, 2, 1, '2 addresses to validate (2 repeats left out; 1 entry left out as not an e-mail address). Ctrl+Enter validates.'],
    [0, 0, 3, '0 addresses to validate (3 entries left out as not e-mail addresses). Ctrl+Enter validates.'],
  ])('%i addresses, %i repeats, %i left out', (count, duplicates, notEmails, note) => {
    const emails = Array.from({ length: count }, (_, i) => `p${i}@example.com`);
    expect(countNote({ emails, duplicates, notEmails })).toBe(note);
  });
});
