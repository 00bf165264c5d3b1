import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Refresh from '@mui/icons-material/Refresh';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { copyToClipboard } from '../../../lib/clipboard';
import { needsSubscription } from '../../../lib/shop-paths';
import { EmailResultsTable } from './email-results-table';
import { statusColours, statusNames, statusOrder, summarise, toCsv } from './email-results';
import type { EmailValidationState } from './use-email-validation';

/** The verdicts, counted by status, each row with its reason and any likely intended address. */
export function EmailValidationResults({ validation }: { validation: EmailValidationState }) {
  const { rows, stale, pendingRow, notChecked, rechecking, applySuggestion, recheck } = validation;
  if (!rows) {
    return (
      <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>
          Results appear here: each address with its verdict (valid, risky, invalid or unknown), the reason, and a likely intended address where one looks
          mistyped.
        </Typography>
      </Box>
    );
  }
  const summary = summarise(rows);
  return (
    <Card variant="outlined" component="section" aria-labelledby="email-results-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="h2" id="email-results-title">
              Results
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
              {/* Only the rows with no verdict are sent, each a click: the others were answered, and paid for, once. */}
              {/* Stale, they may be addresses no longer in the box: the alert below says to Validate again. */}
              {notChecked > 0 && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Refresh fontSize="small" />}
                  loading={rechecking}
                  disabled={stale}
                  onClick={() => void recheck()}
                >
                  {`Check the ${notChecked} not checked`}
                </Button>
              )}
              {/* Stale results are not the list in the box: copied, they would pass for its verdicts. The alert below says why, as for Use this. */}
              <Button
                size="small"
                startIcon={<ContentCopy fontSize="small" />}
                onClick={() => void copyToClipboard(toCsv(rows))}
                disabled={stale || rows.length === 0}
              >
                Copy results as CSV
              </Button>
            </Stack>
          </Stack>
          {stale && (
            <Alert severity="warning" data-testid="email-results-stale">
              The list has changed since these results. Validate again to check the list as it is now.
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="status" aria-label="Summary" data-testid="email-summary">
            {statusOrder.map((status) => (
              <Chip key={status} variant="outlined" color={statusColours[status]} label={`${summary[status]} ${statusNames[status].toLowerCase()}`} />
            ))}
            {summary.failed > 0 && <Chip variant="outlined" color="error" label={`${summary.failed} not checked`} />}
          </Stack>
          {rows.some((row) => needsSubscription(row.failure?.message)) && <ShopWay service="email" />}
          {rows.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>The service returned no results.</Typography>
          ) : (
            <EmailResultsTable rows={rows} pendingRow={pendingRow} stale={stale} onUseSuggestion={(index) => void applySuggestion(index)} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
