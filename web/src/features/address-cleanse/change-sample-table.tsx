import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangeCount } from './record-accounting';
import { WholeWords } from './whole-words';

const muted = { color: 'text.secondary' } as const;
const together = { whiteSpace: 'nowrap' } as const;

/** A UK postcode, its two halves spaced or not: one token, never split between lines. */
const postcode = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** A value the bureau was given or wrote: a postcode kept whole, anything else wrapped between its words. */
function Value({ text }: { text: string }) {
  return postcode.test(text.trim()) ? <span style={together}>{text}</span> : <WholeWords text={text} />;
}

/**
 * A sample of what the bureau changed: the record (its number and reference), the change, and what
 * it said beside what it became. Three columns, so what changed stays in view on a phone. The
 * bureau numbers records from 1 after the headings, not the file's lines (a quoted field's line
 * break or a blank line would put them apart), so it is named "Record 14", as the upload's checks
 * name records, not "Row 14", which customers took for line 14 of their file.
 */
export function ChangeSampleTable({ changes, testId }: { changes: readonly ChangeCount[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Sample of changes
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" sx={muted}>
          Nothing was changed.
        </Typography>
      ) : (
        // Scrolls sideways, on a phone, only where a word is wider than its column.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Sample of changes">
            <TableHead>
              <TableRow>
                <TableCell>Record</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>Given, then cleansed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={`${change.row}|${change.change}`}>
                  <TableCell>
                    <span style={together}>Record {change.row.toLocaleString('en-GB')}</span>
                    {change.reference && (
                      <Box component="span" sx={{ ...muted, display: 'block' }}>
                        <WholeWords text={change.reference} />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{change.change}</TableCell>
                  <TableCell>
                    {change.given ? (
                      <Value text={change.given} />
                    ) : (
                      <Box component="span" sx={muted}>
                        (empty)
                      </Box>
                    )}
                    {' → '}
                    <Value text={change.cleansed} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </div>
  );
}
