// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailFormSchema, maxEmails, noEmailsMessage, parseEmailList, replaceEmail, tooLongMessage } from './email-list';

describe('reading a list of e-mail addresses', () => {
  const excel = 'Name,Email,Phone\nJohn Smith,john.smith@gmail.com,07700 900123\n"Doe, Jane",jane@hotmail.com,';
  it.each<[string, string, string[], number, number]>([
    // name, text, addresses, repeats, entries left out
    ['one address, trimmed', '  someone@example.com  ', ['someone@example.com'], 0, 0],
    [
      'lines, commas and semicolons, blanks dropped',
      'a@example.com\r\nb@example.com,c@example.com ; d@example.com\n\n , ;\n\te@example.com ',
      ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'],
      0,
      0,
    ],
    ['a column pasted with spaces or tabs', 'a@example.com b@example.com\tc@example.com', ['a@example.com', 'b@example.com', 'c@example.com'], 0, 0],
    [
      'repeats whatever their case, the first spelling kept',
      'a@example.com\nB@example.com\nA@Example.com; b@example.com,c@example.com',
      ['a@example.com', 'B@example.com', 'c@example.com'],
      2,
      0,
    ],
    [
      'one mailbox with its domain in its own script and in punycode, whatever the case: a repeat, the first spelling kept',
      'jo@bücher.de\nJO@XN--BCHER-KVA.de; Jo@Bücher.DE\nann@xn--bcher-kva.de\nann@bücher.de',
      ['jo@bücher.de', 'ann@xn--bcher-kva.de'],
      3,
      0,
    ],
    [
      'one mailbox with a letter precomposed and as a letter with a combining mark (NFC and NFD): a repeat, the first spelling kept',
      'si\u00e2n.evans@btinternet.com\nSia\u0302n.Evans@btinternet.com\nsia\u0302n.evans@btinternet.com',
      ['si\u00e2n.evans@btinternet.com'],
      2,
      0,
    ],
    ['plus tags and capitals as typed', 'Jo.Bloggs+news@Example.COM', ['Jo.Bloggs+news@Example.COM'], 0, 0],
    ['blank text', ' \n,;\n ', [], 0, 0],
    ['anything with an @ is sent, for the service to judge', 'jo@@example, @example.com, jo@', ['jo@@example', '@example.com', 'jo@'], 0, 0],
    ['a word with no @ is not an address', 'not-an-address', [], 0, 1],
    ['a CSV from Excel: headings, names and phone numbers left out, a quoted cell one entry', excel, ['john.smith@gmail.com', 'jane@hotmail.com'], 0, 6],
    [
      'two columns from a spreadsheet, tab-separated',
      'John Smith\tjohn.smith@gmail.com\nJane Doe\tjane@hotmail.com\n',
      ['john.smith@gmail.com', 'jane@hotmail.com'],
      0,
      2,
    ],
    [
      'Outlook: the address in angle brackets, the name dropped',
      'John Smith <john.smith@gmail.com>; Jane Doe <jane@hotmail.com>',
      ['john.smith@gmail.com', 'jane@hotmail.com'],
      0,
      0,
    ],
    [
      'Outlook with quoted names holding commas and @',
      '"Smith, John" <john.smith@gmail.com>, "jane@hotmail.com" <jane@hotmail.com>; <bob@example.org>',
      ['john.smith@gmail.com', 'jane@hotmail.com', 'bob@example.org'],
      0,
      0,
    ],
    ['an address written after a bracketed one is taken too', 'Jo <jo@example.com> ann@example.com', ['jo@example.com', 'ann@example.com'], 0, 0],
    ['a quoted local part stays whole', '"john doe"@gmail.com, ann@example.com', ['"john doe"@gmail.com', 'ann@example.com'], 0, 0],
    ['a cell wholly in quotes loses its quotes', '"jane@hotmail.com","Jane"', ['jane@hotmail.com'], 0, 1],
    ['a quoted cell with two addresses gives both', '"a@example.com, b@example.com"', ['a@example.com', 'b@example.com'], 0, 0],
    ['a stray quote does not swallow the rest', 'O"Brien\nann@example.com\nbob@example.com', ['ann@example.com', 'bob@example.com'], 0, 1],
    [
      'zero-width characters dropped, no-break spaces separate',
      'jane@gmail.com\u200B\n\uFEFFbob@exa\u200Dmple.org\u00A0ann@example.com\u202Fjo@example.com\u2060\n\u200B\u200C',
      ['jane@gmail.com', 'bob@example.org', 'ann@example.com', 'jo@example.com'],
      0,
      0,
    ],
    ['words around an address are one entry each side', 'Email: jo@example.com (work)', ['jo@example.com'], 0, 2],
    [
      'Excel: a cell holding a line break (Alt+Enter) comes quoted, and its addresses lose the quotes',
      'Name\tContact\r\nJane\t"Jane Doe\njane@gmail.com"\r\nTwo\t"a@example.com\r\nb@example.com"\r\nBob\tbob@gmail.com\r\n',
      ['jane@gmail.com', 'a@example.com', 'b@example.com', 'bob@gmail.com'],
      0,
      6,
    ],
    [
      'Excel: a cell holding a quote comes quoted, the quote doubled',
      '"Jane ""JJ"" Doe <jane@gmail.com>"\tbob@gmail.com\n"Ann ""Annie""\nann@example.com"',
      ['jane@gmail.com', 'bob@gmail.com', 'ann@example.com'],
      0,
      1,
    ],
    [
      'a space typed beside the @ keeps the address whole, as typed, for the service to judge',
      'jo @gmail.com\nann@ example.com; Bob <bob @example.org>, carl@example.com dave@example.com',
      ['jo @gmail.com', 'ann@ example.com', 'bob @example.org', 'carl@example.com', 'dave@example.com'],
      0,
      0,
    ],
    [
      'an address in brackets or behind mailto: loses them, as one in angle brackets does',
      'Bob Smith (bob@gmail.com); [ann@example.com] {carl@example.com} mailto:dave@example.com, <MAILTO:eve@example.com>, (mailto:fay@example.com)',
      ['bob@gmail.com', 'ann@example.com', 'carl@example.com', 'dave@example.com', 'eve@example.com', 'fay@example.com'],
      0,
      1,
    ],
    [
      'brackets not wrapping the whole address stay, for the service to judge',
      'jo(work)@example.com, (ann@example.com',
      ['jo(work)@example.com', '(ann@example.com'],
      0,
      0,
    ],
    [
      'a quote opening a line that does not close a cell still does not swallow the rest',
      '"Smith\nann@example.com\n"Bob" <bob@example.com>',
      ['ann@example.com', 'bob@example.com'],
      0,
      1,
    ],
  ])('%s', (_name, text, emails, duplicates, notEmails) => {
    expect(parseEmailList(text)).toEqual({ emails, duplicates, notEmails });
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

  it('says when nothing in the text is an address', () => {
    expect(error('Name, Phone\nJohn Smith, 07700 900123')).toBe(noEmailsMessage);
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

  it.each([
    ['an address of 1,000 characters is sent', [`${'a'.repeat(988)}@example.com`], null],
    [
      'one longer is refused, saying how long and where it starts',
      [`${'j'.repeat(1198)}@example.com`, 'ok@example.com'],
      'An address in the list has 1,210 characters (it starts “jjjjjjjjjjjjjjjjjjjjjjjj…”): too long to check, as at most 1,000 can be. Correct or remove it.',
    ],
    [
      'several are counted',
      ['ok@example.com', `b${'x'.repeat(1000)}@example.com`, `c${'x'.repeat(1000)}@example.com`],
      '2 addresses in the list are longer than 1,000 characters (the first starts “bxxxxxxxxxxxxxxxxxxxxxxx…”): too long to check. Correct or remove them.',
    ],
    [
      // 😀 is one character and two UTF-16 units: the limit counts characters, as a person does.
      'an address of 1,000 characters that are emoji is sent, though twice as long in UTF-16 units',
      [`${'😀'.repeat(990)}@gmail.com`],
      null,
    ],
    [
      'one of 1,001 emoji and letters is refused, counting and showing whole characters',
      [`a${'😀'.repeat(990)}@gmail.com`],
      'An address in the list has 1,001 characters (it starts “a😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀…”): too long to check, as at most 1,000 can be. Correct or remove it.',
    ],
  ])('%s', (_name, emails, message) => {
    expect(tooLongMessage(emails)).toBe(message);
    expect(error(emails.join('\n'))).toBe(message);
  });

  it('counts the addresses picked out, not the names beside them', () => {
    const rows = Array.from({ length: maxEmails }, (_, i) => `Person ${i},person${i}@example.com,07700 900${i}`).join('\n');
    expect(error(`Name,Email,Phone\n${rows}`)).toBeNull();
  });
});

describe('using a suggestion', () => {
  it('replaces it inside angle brackets and quotes, leaving the names', () => {
    expect(replaceEmail('Jo <jo@gmial.com>; "Ann, Jo" <JO@gmial.com>', 'jo@gmial.com', 'jo@gmail.com')).toBe('Jo <jo@gmail.com>; "Ann, Jo" <jo@gmail.com>');
  });

  it('replaces the address wherever it stands, keeping the separators', () => {
    expect(replaceEmail('a@gmial.com, b@example.com;\nA@GMIAL.COM', 'a@gmial.com', 'a@gmail.com')).toBe('a@gmail.com, b@example.com;\na@gmail.com');
  });

  it('replaces it with the invisible characters it was typed with', () => {
    expect(replaceEmail('jo@gm\u200Bial.com\nann@example.com', 'jo@gmial.com', 'jo@gmail.com')).toBe('jo@gmail.com\nann@example.com');
  });

  it('replaces one typed with a space beside its @, or in brackets, keeping the brackets', () => {
    expect(replaceEmail('Jo\tjo @gmial.com\nAnn (jo @gmial.com)', 'jo @gmial.com', 'jo@gmail.com')).toBe('Jo\tjo@gmail.com\nAnn (jo@gmail.com)');
  });

  it('replaces it whether its domain is written in its own script or in punycode', () => {
    expect(replaceEmail('jo@bücher.dee\nJO@XN--BCHER-KVA.DEE', 'jo@bücher.dee', 'jo@bücher.de')).toBe('jo@bücher.de\njo@bücher.de');
  });

  it('leaves addresses that only contain it alone', () => {
    expect(replaceEmail('aa@gmial.com\na@gmial.com.au', 'a@gmial.com', 'a@gmail.com')).toBe('aa@gmial.com\na@gmial.com.au');
  });
});
