import { Fragment, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

// Terms and their values as a definition list (dl, dt, dd), so a screen reader reads each value
// with its name. Two layouts: a record's details on its own page, and a card's few figures.

/** A term, its value, and the value's test id where a test reads it. */
export type DetailRow = readonly [term: string, value: ReactNode, testId?: string];

const layouts = {
  /** A record's details: the terms in a column of their own, above their values on a phone. */
  record: {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
    columnGap: 2,
    rowGap: 0.75,
    m: 0,
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
  },
  /** A card's figures: small, each value beside its term and set to the right. */
  figures: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: 2,
    rowGap: 0.5,
    m: 0,
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, textAlign: 'right' },
  },
} satisfies Record<string, SxProps<Theme>>;

export function DetailList({
  rows,
  layout = 'record',
  sx,
  'aria-label': ariaLabel,
}: {
  rows: readonly DetailRow[];
  layout?: keyof typeof layouts;
  /** Added to the layout's styles (its margin above, say). */
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}) {
  return (
    <Typography
      component="dl"
      variant={layout === 'figures' ? 'body2' : 'body1'}
      aria-label={ariaLabel}
      sx={[layouts[layout], ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map(([term, value, testId]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </Fragment>
      ))}
    </Typography>
  );
}
