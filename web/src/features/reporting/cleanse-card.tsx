import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportingSummary_BureauFiguresFragment as Figures } from '../../gql/graphql';
import { formatPrice } from '../../lib/money';
import { count } from './format';

interface AreaStats {
  mafId: string;
  mafName: string;
  all: Figures;
  purchased: Figures;
}

const rows: [string, (figures: Figures) => string][] = [
  ['Files', (figures) => count(figures.files)],
  ['Cost', (figures) => formatPrice(figures.cost, 'GBP')],
  ['Input records', (figures) => count(figures.inputRecords)],
  ['Output records', (figures) => count(figures.outputRecords)],
  ['Matched', (figures) => count(figures.matching.matched)],
  ['Updated', (figures) => count(figures.matching.updated)],
  ['Unmatched', (figures) => count(figures.matching.unmatched)],
  ['Duplicates (child)', (figures) => count(figures.deduplication.child)],
  ['Duplicates (parent)', (figures) => count(figures.deduplication.parent)],
  ['Unique', (figures) => count(figures.deduplication.unique)],
];

/** When no file was uploaded in the period: files may still have been paid for in it (see Charges). */
export const noFilesWords = 'No address files were uploaded in this period.';
/** Over the figures: which day puts a file in the period, which is not the day Charges lists it. */
export const countedWords = 'Counted by the day each file was uploaded. Charges lists a file on the day it was charged, which may fall in another period.';

/**
 * The areas with something to report. The bureau answers every area it has, the Australian
 * (G-NAF) one included, though it cleanses uk files only (docs/routes-and-access.md): a uk account
 * was shown a table of zeros for an area it can never send a file to. An area without a file in
 * the period says nothing a reader can use, so it is left out like it.
 */
const withFiles = (stats: readonly AreaStats[]) => stats.filter((area) => area.all.files > 0 || area.purchased.files > 0);

/**
 * Address cleanse over the period from the bureau's stats summary: each area's figures, all files
 * against those purchased. The bureau counts a file by the day it was uploaded (`GET /stats/summary`
 * takes no other day), while Charges lists its invoice on the day it was charged: the card says so,
 * or a file uploaded in one period and paid for in the next read as a contradiction between them.
 */
export function CleanseCard({ stats: answered }: { stats: readonly AreaStats[] | null }) {
  const stats = answered && withFiles(answered);
  return (
    <Card variant="outlined" id="reporting-summary-cleanse">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Address cleanse
        </Typography>
        {stats === null ? (
          <Typography sx={{ color: 'text.secondary' }}>Address cleanse is offered to uk accounts only.</Typography>
        ) : !stats.length ? (
          <Typography sx={{ color: 'text.secondary' }}>{noFilesWords}</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {countedWords}
            </Typography>
            {stats.map((area) => (
              <Box key={area.mafId} sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label={`${area.mafName}, scrolls sideways`}>
                <Table size="small" sx={{ '& caption': { captionSide: 'top', color: 'text.primary', fontWeight: 600, px: 0 } }}>
                  <caption>{area.mafName}</caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        Figure
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        All
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        Purchased
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map(([name, value]) => (
                      <TableRow key={name}>
                        <TableCell component="th" scope="row">
                          {name}
                        </TableCell>
                        <TableCell align="right">{value(area.all)}</TableCell>
                        <TableCell align="right">{value(area.purchased)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
