import { describe, expect, it } from 'vitest';
import { sanitiseHelpText, sanitiseSubMessage } from './sanitise';

const dirty =
  '<p>Hi <b>there</b> <a href="https://example.com/help" target="_blank" onclick="steal()" data-x="1">help</a></p>' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><br><i>end</i>';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('sanitising', () => {
  it('keeps only b and a (href, target) in help texts, adding rel to links with a target', () => {
    const out = sanitiseHelpText(dirty);
    expect(out).not.toMatch(/script|onclick|onerror|<img|<p|<br|<i|data-x/);
    const link = parse(out).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/help');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out).toContain('<b>there</b>');
    expect(out).toContain('end');
  });

  it('adds no rel to a link without a target and drops javascript: links', () => {
    expect(sanitiseHelpText('<a href="/portal/help">x</a>')).toBe('<a href="/portal/help">x</a>');
    expect(sanitiseHelpText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps only br, b and p in sub-messages', () => {
    const out = sanitiseSubMessage(dirty);
    expect(out).toBe('<p>Hi <b>there</b> help</p><br>end');
  });
});
