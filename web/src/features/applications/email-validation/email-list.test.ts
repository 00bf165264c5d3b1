// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailFormSchema, maxEmails, parseEmailList, replaceEmail } from './email-list';

describe('parsing a list of e-mail addresses', () => {
  it('takes one address', () => {
    expect(parseEmailList('  someone@example.com  ')).toEqual({ emails: ['someone@example.com'], duplicates: 0 });
  });

  it('splits on lines, commas and semicolons, trimming and dropping blanks', () => {
    const text = 'a@example.com\r\nb@example.com,c@example.com ; d@example.com\n\n , ;\n\te@example.com ';
    expect(parseEmailList(text).emails).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com']);
  });

  it('splits a column pasted with spaces or tabs', () => {
    expect(parseEmailList('a@example.com b@example.com\tc@example.com').emails).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('keeps each address once, the first spelling, and counts the repeats', () => {
    expect(parseEmailList('a@example.com\nB@example.com\nA@Example.com; b@example.com,c@example.com')).toEqual({
      emails: ['a@example.com', 'B@example.com', 'c@example.com'],
      duplicates: 2,
    });
  });

  it('gives nothing for blank text', () => {
    expect(parseEmailList(' \n,;\n ')).toEqual({ emails: [], duplicates: 0 });
  });

  it('passes on what is not an address, for the service to call a syntax failure', () => {
    expect(parseEmailList('not-an-address').emails).toEqual(['not-an-address']);
  });
});

describe('the e-mail form', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`).join('\n');
  const error = (text: string) => {
    const result = emailFormSchema.safeParse({ text });
    return result.success ? null : result.error.issues[0].message;
  };

  it('needs at least one address', () => {
    expect(error('')).toBe('Enter an e-mail address, or paste a list');
    expect(error(' ;\n')).toBe('Enter an e-mail address, or paste a list');
  });

  it(`takes up to ${maxEmails} addresses`, () => {
    expect(error(list(maxEmails))).toBeNull();
  });

  it('refuses more, saying how many to remove', () => {
    expect(error(list(maxEmails + 3))).toBe('You can validate up to 100 addresses at once; this list has 103. Remove 3 and try again.');
  });

  it('counts after repeats are dropped', () => {
    expect(error(`${list(maxEmails)}\nperson0@example.com\nPERSON1@example.com`)).toBeNull();
  });
});

describe('using a suggestion', () => {
  it('replaces the address wherever it stands, keeping the separators', () => {
    expect(replaceEmail('a@gmial.com, b@example.com;\nA@GMIAL.COM', 'a@gmial.com', 'a@gmail.com')).toBe('a@gmail.com, b@example.com;\na@gmail.com');
  });

  it('leaves addresses that only contain it alone', () => {
    expect(replaceEmail('aa@gmial.com\na@gmial.com.au', 'a@gmial.com', 'a@gmail.com')).toBe('aa@gmial.com\na@gmial.com.au');
  });
});
