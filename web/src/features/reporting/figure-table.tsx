import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';
import { count } from './format';
import { TOTAL_LABEL, type FigureTable } from './report-csv';

/**
 * A small MUI table's look (Table size="small"), written once for the whole table: its cells are
 * plain elements. A 90-day report of 20 tokens is some 1,800 cells, and a MUI TableCell each was
 * most of the screen's render (each one a styled component working out its class).
 */
const tableLook = (theme: Theme): SystemStyleObject<Theme> => {
  const cell = {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    textAlign: 'left',
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  } as const;
  return {
    '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& caption': { ...theme.typography.body2, padding: theme.spacing(2), color: theme.palette.text.secondary, textAlign: 'left', captionSide: 'bottom' },
    '& th, & td': cell,
    '& thead th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
    '& .figure': { textAlign: 'right' },
    '& .total th, & .total td': { fontWeight: 600 },
  };
};

/** On screen: scrolled within its card, the heading row kept in sight. */
const shownLook = (theme: Theme): SystemStyleObject<Theme> => ({
  ...tableLook(theme),
  overflowX: 'auto',
  maxHeight: 420,
  overflowY: 'auto',
  '&& table': { borderCollapse: 'separate' },
  '&& thead th': { position: 'sticky', top: 0, zIndex: 2, backgroundColor: theme.palette.background.default },
});

/**
 * A chart's numbers as a table: always there for screen readers, on screen when asked for. The
 * CSV export is built from the same table, so the file holds what this shows.
 */
export function FigureTableView({ table, caption, shown, id }: { table: FigureTable; caption: string; shown: boolean; id?: string }) {
  return (
    <Box sx={shown ? shownLook : visuallyHidden} id={id}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.periodHeading}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="figure">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={table.columns[index]} className="figure">
                  {count(value)}
                </td>
              ))}
            </tr>
          ))}
          <tr data-testid="figure-totals" className="total">
            <th scope="row">{TOTAL_LABEL}</th>
            {table.totals.map((total, index) => (
              <td key={table.columns[index]} className="figure">
                {count(total)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </Box>
  );
}
