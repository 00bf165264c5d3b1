import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { TOTAL_LABEL, type FigureTable } from './report-csv';

const figure = (value: number) => value.toLocaleString('en-GB');

/**
 * A chart's numbers as a table: always there for screen readers, on screen when asked for. The
 * CSV export is built from the same table, so the file holds what this shows.
 */
export function FigureTableView({ table, caption, shown, id }: { table: FigureTable; caption: string; shown: boolean; id?: string }) {
  return (
    <Box sx={shown ? { overflowX: 'auto', maxHeight: 420, overflowY: 'auto' } : visuallyHidden} id={id}>
      <Table size="small" stickyHeader={shown}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {table.periodHeading}
            </TableCell>
            {table.columns.map((column) => (
              <TableCell key={column} component="th" scope="col" align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={table.columns[index]} align="right">
                  {figure(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow data-testid="figure-totals">
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {TOTAL_LABEL}
            </TableCell>
            {table.totals.map((total, index) => (
              <TableCell key={table.columns[index]} align="right" sx={{ fontWeight: 600 }}>
                {figure(total)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
