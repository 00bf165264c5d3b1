import { describe, expect, it } from 'vitest';
import { refererHeader } from './key-trial';

describe('the Referer a token trial sends', () => {
  it.each([
    // name, referrer as given, header
    ['none', '', ''],
    ['an origin gets the slash a browser writes after it', 'https://www.acme.example', 'https://www.acme.example/'],
    ['an origin with its slash keeps the one', 'https://www.acme.example/', 'https://www.acme.example/'],
    ['a page keeps its path and query, with no slash after them', 'https://www.acme.example/shop?x=1', 'https://www.acme.example/shop?x=1'],
    ['spaces and quotes in the path and query are escaped', `https://o'neill.example/a b?x=1&y="z"`, `https://o'neill.example/a%20b?x=1&y=%22z%22`],
    ['a host in its own script goes in its ASCII form', 'https://bücher.example', 'https://xn--bcher-kva.example/'],
    ['a referrer the URL parser cannot read goes as it was kept', 'www.acme.example', 'www.acme.example'],
  ])('%s: %s', (_name, referrer, header) => {
    expect(refererHeader(referrer)).toBe(header);
  });
});
