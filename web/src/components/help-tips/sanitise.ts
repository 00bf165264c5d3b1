import DOMPurify from 'dompurify';

// A private instance so the rel hook below never leaks into other DOMPurify users.
const purifier = DOMPurify(window);

// Links that open a new window must not hand it `window.opener`.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('target')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// DOMPurify keeps aria-* and data-* unless told otherwise; only the listed ones are allowed (docs/flows.md).
const strict = { ALLOW_ARIA_ATTR: false, ALLOW_DATA_ATTR: false };

/** Help texts: only `b` and `a` (href, target). */
export function sanitiseHelpText(html: string): string {
  return purifier.sanitize(html, { ...strict, ALLOWED_TAGS: ['b', 'a'], ALLOWED_ATTR: ['href', 'target'] });
}

/** Sub-messages (table texts, text after the table): only `br`, `b` and `p`, no attributes. */
export function sanitiseSubMessage(html: string): string {
  return purifier.sanitize(html, { ...strict, ALLOWED_TAGS: ['br', 'b', 'p'], ALLOWED_ATTR: [] });
}
