import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { reasonNames } from '../../../lib/email-reasons';
import { statusColours, statusNames } from './email-results';

/** Columns that fold into the address cell on a phone. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Reason({ row }: { row: EmailResultsTable_ValidationFragment }) {
  if (row.failure)
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        {row.failure.message}
      </Typography>
    );
  if (!row.reason)
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  return <Typography variant="body2">{reasonNames[row.reason]}</Typography>;
}

function Suggestion({ row, busy, stale, onUse }: { row: EmailResultsTable_ValidationFragment; busy: boolean; stale: boolean; onUse: () => void }) {
  if (!row.suggestion) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Did you mean <b>{row.suggestion}</b>?
      </Typography>
      {/* The name starts with the words on the button, so a voice user can say what they see. */}
      {/* Stale results no longer match the box, so the address may not be there to replace. */}
      <Button
        size="small"
        variant="outlined"
        loading={busy}
        disabled={stale}
        onClick={onUse}
        aria-label={`Use this: ${row.suggestion} instead of ${row.email}`}
      >
        Use this
      </Button>
    </Stack>
  );
}

/** One row per address: its verdict, why, and a likely intended address where there is one. */
export function EmailResultsTable({
  rows,
  pendingRow,
  stale,
  onUseSuggestion,
}: {
  rows: readonly EmailResultsTable_ValidationFragment[];
  pendingRow: number | null;
  /** The box holds another list now. */
  stale: boolean;
  onUseSuggestion: (index: number) => void;
}) {
  return (
    <Table size="small" aria-label="Validation results" data-testid="email-results" sx={{ tableLayout: { sm: 'fixed' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { sm: '30%' } }}>Address</TableCell>
          <TableCell sx={{ width: { xs: 112, sm: 130 } }}>Status</TableCell>
          <TableCell sx={wideOnly}>Reason</TableCell>
          <TableCell sx={{ ...wideOnly, width: '28%' }}>Suggestion</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={`${index}:${row.email}`} data-testid="email-result">
            <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {row.email}
              </Typography>
              <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                <Stack spacing={0.5}>
                  {(row.failure || row.reason) && <Reason row={row} />}
                  <Suggestion row={row} busy={pendingRow === index} stale={stale} onUse={() => onUseSuggestion(index)} />
                </Stack>
              </Box>
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              {row.failure || !row.status ? (
                <Chip size="small" variant="outlined" color="error" label="Not checked" />
              ) : (
                <Chip size="small" color={statusColours[row.status]} label={statusNames[row.status]} data-testid="email-status" />
              )}
            </TableCell>
            <TableCell sx={{ ...wideOnly, verticalAlign: 'top' }} data-testid="email-reason">
              <Reason row={row} />
            </TableCell>
            <TableCell sx={{ ...wideOnly, verticalAlign: 'top' }}>
              <Suggestion row={row} busy={pendingRow === index} stale={stale} onUse={() => onUseSuggestion(index)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
