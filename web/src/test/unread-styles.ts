import { createRequire } from 'node:module';

// MUI's styles reach jsdom as CSS rules that emotion inserts, and jsdom's getComputedStyle matches
// every one of them against the element and each ancestor it resolves; Testing Library's role
// queries (visibility, accessible names) and user-event (pointer-events) ask for it on most
// elements of a screen, again after every change to the page. That matching was about half of a
// screen test's time. In tests, emotion leaves out the rules nothing in them can see:
//
// - at-rules other than an @media for screens: jsdom applies no other (MUI's breakpoints are
//   `@media (min-width: …)`, which it never applies, so a screen renders at its narrowest);
// - rules for pseudo-elements only (::before, ::placeholder): getComputedStyle never applies them;
// - rules that set only properties no code run by the tests reads: colours, fonts, shadows,
//   margins, flex alignment, transitions. What is read stays: display and visibility (Testing
//   Library, user-event), pointer-events (user-event), position (the help tips), padding, borders,
//   sizes, overflow, transform and scroll padding (MUI's modal, menu list, slide, tabs, text area
//   and charts), and anything not named here.
//
// So every query and every read of a style answers as before. A test that comes to read one of the
// properties below (a colour, say) takes it out of the list.
const UNREAD_PROPERTY = new RegExp(
  '^(' +
    [
      'color',
      'background(-[a-z-]+)?',
      'font(-[a-z-]+)?',
      'line-height',
      'letter-spacing',
      'text-(align|decoration[a-z-]*|transform|overflow|shadow|rendering)',
      'white-space',
      'word-[a-z-]+',
      'overflow-wrap',
      'box-shadow',
      'border(-(top|right|bottom|left))?(-(top|bottom)-(left|right))?-radius',
      'border(-(top|right|bottom|left))?-(color|style)',
      'transition(-[a-z-]+)?',
      'animation(-[a-z-]+)?',
      'will-change',
      'cursor',
      'outline(-[a-z-]+)?',
      '-webkit-(tap-highlight-color|font-smoothing|appearance|text-fill-color|box-shadow)',
      '-moz-(osx-font-smoothing|appearance)',
      'appearance',
      'fill',
      'stroke(-[a-z-]+)?',
      'user-select',
      'touch-action',
      'vertical-align',
      'list-style(-[a-z-]+)?',
      'margin(-[a-z-]+)?',
      'gap',
      'row-gap',
      'column-gap',
      'align-[a-z-]+',
      'justify-[a-z-]+',
      'flex(-[a-z-]+)?',
    ].join('|') +
    ')$',
);

/** Whether jsdom would never apply `rule` (one rule as emotion inserts it) or nothing reads what it sets. */
export function unseenInTests(rule: string): boolean {
  const open = rule.indexOf('{');
  if (open < 0) return false;
  const prelude = rule.slice(0, open);
  if (rule.startsWith('@')) return !(rule.startsWith('@media') && prelude.includes('screen'));
  if (prelude.split(',').every((selector) => selector.includes('::'))) return true;
  const body = rule.slice(open + 1, rule.lastIndexOf('}'));
  // A value holding a ';' (a data URL) splits into a piece whose "name" is no property: it keeps the rule.
  return body.split(';').every((declaration) => declaration.trim() === '' || UNREAD_PROPERTY.test(declaration.slice(0, declaration.indexOf(':')).trim()));
}

/**
 * Makes emotion skip the rules `unseenInTests` names. Emotion's default cache, which MUI uses, has no
 * option for it, so this wraps the insert of the style sheet class that cache is built on (the one
 * Node loads for it, which is why it is required from emotion's cache rather than imported here).
 */
export function leaveOutUnseenStyles() {
  const fromEmotionCache = createRequire(createRequire(import.meta.url).resolve('@emotion/cache'));
  const { StyleSheet } = fromEmotionCache('@emotion/sheet') as { StyleSheet: { prototype: { insert(rule: string): void } } };
  const insert = StyleSheet.prototype.insert;
  StyleSheet.prototype.insert = function insertSeen(rule: string) {
    if (!unseenInTests(rule)) insert.call(this, rule);
  };
}
