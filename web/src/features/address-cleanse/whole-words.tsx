import { Fragment } from 'react';

/**
 * Text that wraps only between its words: each word (a postcode's halves, a reference such as
 * C-10014, a street name) is kept on one line, where breaking anywhere split "SW1A" or "C-100" across
 * lines on a phone. A word wider than its cell is left to the table's container to scroll.
 */
export function WholeWords({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 || part === '' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ),
      )}
    </>
  );
}
