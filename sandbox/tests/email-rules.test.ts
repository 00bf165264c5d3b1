import { describe, expect, it } from 'vitest';
import { isDisposable, mailDomains, reservedDomain, roleNames } from '../src/email/domains';
import { parseAddress } from '../src/email/syntax';
import { editDistance, suggestDomain, validateEmail } from '../src/email/validate';

describe('the required examples', () => {
  it.each([
    ['someone@mailinator.com', { status: 'risky', reason: 'disposable' }],
    ['info@gmail.com', { status: 'risky', reason: 'roleAccount' }],
    ['bob@example.com', { status: 'invalid', reason: 'reservedDomain' }],
    ['jane.doe@gmial.com', { status: 'invalid', reason: 'noMailDomain', suggestion: 'jane.doe@gmail.com' }],
    ['not an email', { status: 'invalid', reason: 'syntax' }],
  ])('%s', (email, verdict) => {
    expect(validateEmail(email)).toEqual(verdict);
  });
});

describe('syntax', () => {
  it.each([
    'jane.doe@gmail.com',
    "o'brien+news@example.com",
    'x_y-z.{1}@sub.example.co.uk',
    'a@acme.example',
    `${'a'.repeat(64)}@example.com`,
    `someone@${'a'.repeat(63)}.com`,
    'someone@xn--bcher-kva.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(parseAddress(email).ok).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['a@b@example.com', 'more than one @'],
    ['@example.com', 'nothing before the @'],
    ['jane@', 'nothing after the @'],
    [`${'a'.repeat(65)}@example.com`, 'the part before the @ is longer than 64 bytes'],
    ['.jane@example.com', 'a dot at the start or end of the name, or two dots in a row'],
    ['jane.@example.com', 'a dot at the start or end of the name, or two dots in a row'],
    ['ja..ne@example.com', 'a dot at the start or end of the name, or two dots in a row'],
    ['ja ne@example.com', 'a character an address cannot hold before the @'],
    ['"jane"@example.com', 'a character an address cannot hold before the @'],
    ['jane@localhost', 'a domain without a top-level domain'],
    ['jane@example..com', 'a dot at the start or end of the domain, or two dots in a row'],
    ['jane@-example.com', 'a character a domain cannot hold'],
    ['jane@exa_mple.com', 'a character a domain cannot hold'],
    ['jane@[192.0.2.1]', 'a character a domain cannot hold'],
    [`jane@${'a'.repeat(64)}.com`, 'a domain label longer than 63 characters'],
    ['jane@example.c0m', 'a top-level domain that is not letters'],
    [`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`, 'longer than 254 characters'],
  ])('refuses %j (%s)', (email, problem) => {
    expect(parseAddress(email)).toEqual({ ok: false, problem });
    expect(validateEmail(email)).toEqual({ status: 'invalid', reason: 'syntax' });
  });

  // Internationalised addresses (RFC 6531): a part before the @ in any script, a domain in its own (IDN).
  it.each([
    'josé@gmail.com',
    '用户@例子.广告',
    'user@bücher.de',
    'JOSÉ.Müller+news@BÜCHER.DE',
    'δοκιμή@παράδειγμα.δοκιμή',
    'अजय@डाटा.भारत',
    `${'é'.repeat(32)}@gmail.com`,
  ])('accepts the internationalised address %s', (email) => {
    expect(parseAddress(email).ok).toBe(true);
  });

  it('reads an internationalised domain in its ASCII form, as DNS does, and keeps it as written too', () => {
    expect(parseAddress('user@Bücher.de')).toEqual({ ok: true, local: 'user', domain: 'xn--bcher-kva.de', writtenDomain: 'bücher.de' });
  });

  it.each([
    ['jos\u202Eé@gmail.com', 'a character an address cannot hold before the @'],
    ['jos\u2067é@gmail.com', 'a character an address cannot hold before the @'],
    ['jo\u200Bsé@gmail.com', 'a character an address cannot hold before the @'],
    ['jo\u0085sé@gmail.com', 'a character an address cannot hold before the @'],
    ['josé\u00A0m@gmail.com', 'a character an address cannot hold before the @'],
    ['josé\u3000m@gmail.com', 'a character an address cannot hold before the @'],
    ['josé..m@gmail.com', 'a dot at the start or end of the name, or two dots in a row'],
    ['josé.@gmail.com', 'a dot at the start or end of the name, or two dots in a row'],
    ['用户@@例子.广告', 'more than one @'],
    [`${'é'.repeat(33)}@gmail.com`, 'the part before the @ is longer than 64 bytes'],
    ['user@bü\u202Echer.de', 'a character a domain cannot hold'],
    ['user@bü cher.de', 'a character a domain cannot hold'],
    ['user@-bücher.de', 'a character a domain cannot hold'],
    ['user@bücher-.de', 'a character a domain cannot hold'],
    ['user@bü_cher.de', 'a character a domain cannot hold'],
    ['用户@例子..广告', 'a dot at the start or end of the domain, or two dots in a row'],
    ['用户@例子', 'a domain without a top-level domain'],
  ])('refuses the malformed internationalised address %j (%s)', (email, problem) => {
    expect(parseAddress(email)).toEqual({ ok: false, problem });
    expect(validateEmail(email).reason).toBe('syntax');
  });

  it('judges a well-formed internationalised address by its domain, as any other', () => {
    expect(validateEmail('josé@gmail.com')).toEqual({ status: 'valid' });
    expect(validateEmail('用户@例子.广告')).toEqual({ status: 'unknown', reason: 'unconfirmed' });
    expect(validateEmail('user@bücher.de')).toEqual({ status: 'unknown', reason: 'unconfirmed' });
    expect(validateEmail('josé@example.com')).toEqual({ status: 'invalid', reason: 'reservedDomain' });
    expect(validateEmail('josé@gmial.com')).toEqual({ status: 'invalid', reason: 'noMailDomain', suggestion: 'josé@gmail.com' });
  });

  it('suggests an internationalised address as it was written, without the spaces typed beside its @', () => {
    expect(validateEmail('josé @bücher.de')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'josé@bücher.de' });
  });

  it('suggests the address when a comma stands for a dot', () => {
    expect(validateEmail('jane@gmail,com')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jane@gmail.com' });
  });

  it('suggests the address without the dots ending its domain, as at the end of a sentence', () => {
    expect(validateEmail('jo@gmail.com.')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jo@gmail.com' });
    expect(validateEmail('jo@gmail.com..')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jo@gmail.com' });
    expect(validateEmail('jo@gmial.com.')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jo@gmail.com' });
    expect(validateEmail('jo@.')).toEqual({ status: 'invalid', reason: 'syntax' });
  });

  it('suggests the address without the spaces typed beside its @', () => {
    expect(validateEmail('jane @gmail.com')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jane@gmail.com' });
    expect(validateEmail('jane@ gmial.com')).toEqual({ status: 'invalid', reason: 'syntax', suggestion: 'jane@gmail.com' });
    expect(validateEmail('jane doe@gmail.com')).toEqual({ status: 'invalid', reason: 'syntax' });
  });
});

describe('mail domains', () => {
  it('finds valid addresses at providers and ISPs, whatever the case of the domain', () => {
    for (const email of ['jane@gmail.com', 'jane@BTInternet.com', 'jane@bigpond.net.au', 'jane.doe@outlook.com']) {
      expect(validateEmail(email)).toEqual({ status: 'valid' });
    }
  });

  it('finds no mail where the top-level domain does not exist', () => {
    expect(validateEmail('jane@company.comm')).toEqual({ status: 'invalid', reason: 'noMailDomain' });
  });

  it.each([
    'bob@example.com',
    'bob@EXAMPLE.NET',
    'bob@mail.example.org',
    'owner@acme.example',
    'jane@nowhere.example',
    'jane@host.invalid',
    'jane@server.test',
    'jane@printer.localhost',
    'jane@nas.local',
    'jane@router.home.arpa',
    'jane@site.onion',
    'jane@host.internal',
  ])('calls %s invalid: a reserved domain no mail can reach', (email) => {
    expect(validateEmail(email)).toEqual({ status: 'invalid', reason: 'reservedDomain' });
  });

  it('names the reserved name a domain is below, and leaves look-alikes alone', () => {
    expect(reservedDomain('mail.example.org')).toBe('example.org');
    expect(reservedDomain('acme.example')).toBe('.example');
    expect(reservedDomain('example.co.uk')).toBeUndefined();
    expect(reservedDomain('myexample.com')).toBeUndefined();
    expect(reservedDomain('testing.com')).toBeUndefined();
  });

  it('gives a domain it does not know, with a real top-level domain, unknown with its reason', () => {
    expect(validateEmail('jane@smallbusiness.co.uk')).toEqual({ status: 'unknown', reason: 'unconfirmed' });
    expect(validateEmail('jane@yahoo.fr')).toEqual({ status: 'unknown', reason: 'unconfirmed' });
    expect(validateEmail('jane@firm.london')).toEqual({ status: 'unknown', reason: 'unconfirmed' });
  });

  it('calls catch-all domains risky', () => {
    expect(validateEmail('jane@catchall.co.uk')).toEqual({ status: 'risky', reason: 'catchAll' });
  });

  it('calls disposable domains risky, subdomains included', () => {
    expect(validateEmail('x@yopmail.com')).toEqual({ status: 'risky', reason: 'disposable' });
    expect(validateEmail('x@guerrillamail.com')).toEqual({ status: 'risky', reason: 'disposable' });
    expect(isDisposable('inbox.mailinator.com')).toBe(true);
    // A typo-squatter on the list: still disposable, with the address that was meant.
    expect(validateEmail('jane@gmai.com')).toEqual({ status: 'risky', reason: 'disposable', suggestion: 'jane@gmail.com' });
    expect(isDisposable('gmail.com')).toBe(false);
  });

  it('lists no mail domain as disposable', () => {
    expect(mailDomains.filter((entry) => isDisposable(entry.domain))).toEqual([]);
  });
});

describe('role accounts', () => {
  it('calls role names risky at known and unknown domains, ignoring case and +tags', () => {
    for (const role of ['info', 'sales', 'admin', 'support', 'contact', 'office', 'noreply', 'postmaster', 'webmaster', 'enquiries', 'accounts', 'billing']) {
      expect(roleNames.has(role)).toBe(true);
      expect(validateEmail(`${role}@gmail.com`)).toEqual({ status: 'risky', reason: 'roleAccount' });
    }
    expect(validateEmail('Sales+leads@Outlook.com')).toEqual({ status: 'risky', reason: 'roleAccount' });
    expect(validateEmail('info@smallbusiness.co.uk')).toEqual({ status: 'risky', reason: 'roleAccount' });
  });

  it('puts a role behind a catch-all, and a disposable or reserved domain before it', () => {
    expect(validateEmail('info@catchall.co.uk')).toEqual({ status: 'risky', reason: 'roleAccount' });
    expect(validateEmail('info@example.com')).toEqual({ status: 'invalid', reason: 'reservedDomain' });
    expect(validateEmail('info@mailinator.com')).toEqual({ status: 'risky', reason: 'disposable' });
  });
});

describe('typo suggestions', () => {
  it('measures swaps as one slip', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('hotmail.couk', 'hotmail.co.uk')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmal.com', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['gmail.co', 'gmail.com'],
    ['gmail.cm', 'gmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['hotmail.couk', 'hotmail.co.uk'],
    ['hotmail.co.uj', 'hotmail.co.uk'],
    ['hotmial.co.uk', 'hotmail.co.uk'],
    ['outlok.com', 'outlook.com'],
    ['yahooo.com', 'yahoo.com'],
    ['yahoo.cmo', 'yahoo.com'],
    ['icloud.con', 'icloud.com'],
    ['iclod.com', 'icloud.com'],
    ['btinternt.com', 'btinternet.com'],
    ['btinternet.con', 'btinternet.com'],
    ['bigpond.con', 'bigpond.com'],
    ['bigpnd.com', 'bigpond.com'],
    ['me.con', 'me.com'],
  ])('%s -> %s', (typed, meant) => {
    expect(suggestDomain(typed)).toBe(meant);
    expect(validateEmail(`jane@${typed}`)).toEqual({ status: 'invalid', reason: 'noMailDomain', suggestion: `jane@${meant}` });
  });

  it.each(['gmail.com', 'mail.com', 'email.com', 'yahoo.fr', 'hotmail.ca', 'live.ca', 'aol.de', 'love.com', 'bt.com', 'gmail.co.uk', 'company.co.uk'])(
    'leaves %s alone',
    (domain) => {
      expect(suggestDomain(domain)).toBeUndefined();
    },
  );
});
