import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { cutValue } from './cut-value';

/**
 * A value from the customer's file, cut short with an ellipsis when long (cut-value.ts) so the
 * table around it stays on screen. The whole value stays at hand: on hover (title), and behind a
 * "Show all" button that opens it in a box of its own that wraps and scrolls, for keyboards and
 * screen readers alike. A line break inside a (quoted) field is shown as one: a table cell runs the
 * lines together ("1 High Street Flat 2"), and the customer could not tell the two-line field the
 * bureau keeps from a field of one line.
 */
export function LongValue({ value }: { value: string }) {
  const [open, setOpen] = useState(false);
  const { shown, cut } = cutValue(value);
  if (!cut) return <Lines text={value} />;
  const length = Array.from(value).length.toLocaleString('en-GB');
  return (
    <>
      <span title={value}>
        <Lines text={shown} />
      </span>{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-expanded={open}
        aria-label={`${open ? 'Show less of' : 'Show all'} the ${length} characters`}
        onClick={() => setOpen(!open)}
        sx={{ verticalAlign: 'baseline', whiteSpace: 'nowrap' }}
      >
        {open ? 'Show less' : 'Show all'}
      </Link>
      {open && (
        <Box
          tabIndex={0}
          role="region"
          aria-label={`The whole value, ${length} characters`}
          sx={{ mt: 0.5, maxHeight: '10em', maxWidth: 320, overflowY: 'auto', overflowWrap: 'anywhere', whiteSpace: 'normal', fontSize: 'body2.fontSize' }}
        >
          <Lines text={value} />
        </Box>
      )}
    </>
  );
}

/** The text with its line breaks (LF, CRLF or CR, as files write them) shown as breaks. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
