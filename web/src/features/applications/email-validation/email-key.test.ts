// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('the key addresses are compared by', () => {
  it.each([
    // name, address, key
    ['a plain address, lowercased whole', 'Jo.Bloggs+News@Gmail.COM', 'jo.bloggs+news@gmail.com'],
    ['a domain in its own script takes its ASCII form', 'jo@bücher.de', 'jo@xn--bcher-kva.de'],
    ['the ASCII form stays as it is', 'jo@xn--bcher-kva.de', 'jo@xn--bcher-kva.de'],
    ['capitals in either form', 'JO@BÜCHER.DE', 'jo@xn--bcher-kva.de'],
    ['capitals in the punycode', 'Jo@XN--BCHER-KVA.DE', 'jo@xn--bcher-kva.de'],
    ['only the domain is converted: the name before the @ is lowercased only', 'Jörg@bücher.de', 'jörg@xn--bcher-kva.de'],
    ['the domain is what follows the last @', 'jo@@bücher.de', 'jo@@xn--bcher-kva.de'],
    ['full-width letters typed on an East Asian keyboard', 'jo@ｇｍａｉｌ.com', 'jo@gmail.com'],
    ['an ASCII domain the URL parser would read as an IP address stays as typed', 'jo@1.2', 'jo@1.2'],
    ['and so does the address it would be read as', 'jo@1.0.0.2', 'jo@1.0.0.2'],
    ['no @: lowercased only', 'Not-An-Address', 'not-an-address'],
    ['nothing after the @', 'Jo@', 'jo@'],
    ['a space in the domain: as written, not read past', 'ann@ Bücher.de', 'ann@ bücher.de'],
    ['a path after the domain is not dropped', 'jo@bücher.de/x', 'jo@bücher.de/x'],
    ['nor a port', 'jo@bücher.de:25', 'jo@bücher.de:25'],
    ['nor a query or fragment', 'jo@bücher.de?x#y', 'jo@bücher.de?x#y'],
    ['a backslash is not read as a slash', 'jo@bücher.de\\x', 'jo@bücher.de\\x'],
    ['a percent sign is not decoded', 'jo@b%C3%BCcher.de', 'jo@b%c3%bccher.de'],
    ['a domain the URL parser refuses stays lowercased', 'jo@Bü<cher.de', 'jo@bü<cher.de'],
    ['a punycode label that decodes to nothing', 'jo@XN--.de', 'jo@xn--.de'],
    ['a letter with a combining mark before the @ is keyed composed (NFC)', 'Sia\u0302n.Evans@btinternet.com', 'si\u00e2n.evans@btinternet.com'],
    ['and so is one after it', 'jo@bu\u0308cher.de', 'jo@xn--bcher-kva.de'],
    ['a composed letter stays as it is', 'si\u00e2n.evans@btinternet.com', 'si\u00e2n.evans@btinternet.com'],
  ])('%s: %s', (_name, email, key) => {
    expect(emailKey(email)).toBe(key);
  });
});
