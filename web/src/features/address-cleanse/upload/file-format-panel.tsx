import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LongValue } from '../long-value';
import { delimiters, previewRows, type FileFormat } from './file-format';

/** What the preview says of a file whose first line is Excel's `sep=` line (separator-line.ts). */
export function separatorLineNote(delimiter: string): string {
  const name = delimiters.find((d) => d.value === delimiter)?.label.toLowerCase() ?? delimiter;
  return `The file's first line only tells spreadsheet programs such as Excel that its delimiter is a ${name}, so it is left out of the upload.`;
}

/**
 * The format detected from the file, each part overridable, with the first rows as it reads them.
 * `separatorLine`: the delimiter named by the file's `sep=` line, left out of `text`; null without one.
 */
export function FileFormatPanel({
  text,
  format,
  separatorLine,
  onChange,
}: {
  text: string;
  format: FileFormat;
  separatorLine: string | null;
  onChange: (format: FileFormat) => void;
}) {
  const rows = previewRows(text, format, 4);
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const body = format.hasHeader ? rows.slice(1) : rows;
  // Named as the field mapping will name them (the bureau's column names): a blank heading, or a
  // column wider than the headings (a filled column without one), is "Column n", not an empty cell.
  const head = Array.from({ length: columns }, (_, i) => (format.hasHeader ? rows[0]?.[i]?.trim() : '') || `Column ${i + 1}`);
  return (
    <Stack spacing={2} id="address-cleanse-format">
      <Typography variant="h6" component="h2">
        How the file is read
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Delimiter"
          value={format.delimiter}
          onChange={(event) => onChange({ ...format, delimiter: event.target.value })}
          sx={{ minWidth: 180, width: { sm: 220 } }}
          size="small"
        >
          {delimiters.map((d) => (
            <MenuItem key={d.label} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={format.useQuotes} onChange={(event) => onChange({ ...format, useQuotes: event.target.checked })} />}
          label="Fields may be in double quotes"
        />
        <FormControlLabel
          control={<Checkbox checked={format.hasHeader} onChange={(event) => onChange({ ...format, hasHeader: event.target.checked })} />}
          label="First line holds the column headings"
        />
      </Stack>
      {separatorLine !== null && <Alert severity="info">{separatorLineNote(separatorLine)}</Alert>}
      {/* Focusable, as the reports' wide tables are, so a keyboard can scroll a wide file's columns into view. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="The file's first rows, scrolls sideways">
        <Table size="small" aria-label="The file's first rows">
          <TableHead>
            <TableRow>
              {head.map((name, i) => (
                <TableCell key={i} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  <LongValue value={name} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {body.slice(0, 3).map((row, r) => (
              <TableRow key={r}>
                {/* Every row as wide as the widest: a record short of the last fields has them empty. */}
                {head.map((_, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                    <LongValue value={row[i] ?? ''} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
