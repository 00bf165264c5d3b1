import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import TableChart from '@mui/icons-material/TableChart';
import { downloadCsv } from '../../lib/download-csv';
import { FigureTableView } from './figure-table';
import { figureTableCsv, type FigureTable } from './report-csv';
import { UsageChart } from './lazy-usage-chart';
import type { ChartLine, ChartMarker } from './usage-chart';

interface Props {
  id: string;
  title: string;
  /** What the chart shows, in words: the figure table's caption. */
  caption: string;
  labels: readonly string[];
  lines: readonly ChartLine[];
  markers?: readonly ChartMarker[];
  yLabel: string;
  /** The numbers of the recorded lines, as shown in the table and written to the CSV. */
  table: FigureTable;
  csvName: string;
  /** Said under the chart: the changes pointed out, a forecast. */
  notes?: ReactNode;
}

/** A chart with its numbers: the figure table (for screen readers, or on screen) and its CSV. */
export function ChartCard({ id, title, caption, labels, lines, markers, yLabel, table, csvName, notes }: Props) {
  const [showFigures, setShowFigures] = useState(false);
  const tableId = `${id}-figures`;
  return (
    <Card variant="outlined" id={id}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<TableChart />}
              aria-controls={tableId}
              aria-expanded={showFigures}
              onClick={() => setShowFigures((shown) => !shown)}
            >
              {showFigures ? 'Hide the figures' : 'Show the figures'}
            </Button>
            <Button size="small" startIcon={<Download />} onClick={() => downloadCsv(csvName, figureTableCsv(table))}>
              Export CSV
            </Button>
          </Stack>
        </Stack>
        {lines.length > 0 && <UsageChart labels={labels} lines={lines} markers={markers} yLabel={yLabel} />}
        {notes}
        <FigureTableView table={table} caption={caption} shown={showFigures} id={tableId} />
      </CardContent>
    </Card>
  );
}
