import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useMutation, useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { graphql } from '../../gql/gql';
import type { BureauFileResultsQuery as ResultsData, BureauFileResultsQueryVariables } from '../../gql/graphql';
import { useExportApiSettings } from '../../lib/breadcrumb-extras';
import { formatPrice, formatUnitPrice } from '../../lib/money';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { fileTips } from './address-cleanse-tips';
import { ExportSettingsDialog } from './export-settings-dialog';
import { FileHeading, UnknownFile } from './file-page';
import { nextPage, statusNames } from './file-status';
import { PayDialog } from './pay-dialog';
import { settingsJson } from './settings';
import { StatTable } from './stat-table';
import { useFileProgress } from './use-file-progress';

export const BureauFileResultsQuery = graphql(`
  query BureauFileResults($accountId: ID!, $fileId: ID!) {
    bureauFile(accountId: $accountId, fileId: $fileId) {
      id
      name
      status
      upload {
        rowCount
        testRowCount
      }
      settings {
        mafId
        addressSettings {
          usePAF
          correctTown
          correctPostcode
          correctStreet
        }
        dedupeLevel
        dedupeSeparateFile
        suppressions {
          suppressionType
          action
        }
        outputGroups
        outputFields
      }
      testResults {
        recordCount
        codingStats {
          description
          count
        }
        suppressionStats {
          description
          count
        }
        outputGroupStats {
          description
          count
        }
      }
      costs {
        currency
        lines {
          description
          basePrice
          recordCount
          pricePerRecord
          matchCount
          pricePerMatch
          total
        }
        total
      }
      fullResults {
        inputRecordCount
        outputRecordCount
        codingStats {
          description
          count
        }
        addressUpdateStats {
          description
          count
        }
        dedupeStats {
          description
          count
        }
        suppressionRemovedStats {
          description
          count
        }
        suppressionFlaggedStats {
          description
          count
        }
        outputGroupStats {
          description
          count
        }
      }
      progress {
        status
        processedRecords
        totalRecords
        percent
      }
      downloadUrl
      duplicatesDownloadUrl
    }
  }
`);

const DiscardBureauResultsMutation = graphql(`
  mutation DiscardBureauResults($accountId: ID!, $fileId: ID!) {
    discardBureauResults(accountId: $accountId, fileId: $fileId) {
      id
      status
    }
  }
`);

export function loader({ params, current, preloadQuery }: ScreenLoaderArgs) {
  const variables = { accountId: current.account?.id ?? '', fileId: params.fileId ?? '' };
  return { results: preloadQuery(BureauFileResultsQuery, { variables, errorPolicy: 'all', fetchPolicy: 'network-only' }), variables };
}

type ResultsRef = QueryRef<ResultsData, BureauFileResultsQueryVariables, 'complete' | 'streaming' | 'empty'>;
type KnownFile = NonNullable<ResultsData['bureauFile']>;

export function Loading() {
  return <Skeleton variant="rounded" height={320} role="status" aria-label="Loading..." />;
}

export function Component() {
  const { results, variables } = useScreenData<typeof loader>();
  useHelpTips('addressCleanseFile', fileTips);
  return (
    <Suspense fallback={<Loading />}>
      <FileScreen results={results} accountId={variables.accountId} />
    </Suspense>
  );
}

function FileScreen({ results, accountId }: { results: ResultsRef; accountId: string }) {
  const { fileId = '' } = useParams();
  const { data, error } = useReadQuery(results);
  const { refetch } = useQueryRefHandlers(results);
  const loadFailure = useFailure('load the file', { watch: data?.bureauFile ? undefined : error });
  const reload = useCallback(() => void refetch(), [refetch]);
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.bureauFile) return <FailureMessage failure={loadFailure} />;
  if (!data?.bureauFile) return <UnknownFile />;
  return <FileResults file={data.bureauFile} accountId={accountId} fileId={fileId} reload={reload} />;
}

function FileResults({ file, accountId, fileId, reload }: { file: KnownFile; accountId: string; fileId: string; reload: () => void }) {
  const [params] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const [invoiceUrl, setInvoiceUrl] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const failure = useFailure('discard the results');
  const [discard, discarding] = useMutation(DiscardBureauResultsMutation);
  const running = file.status === 'paid' || file.status === 'processing';
  const { progress, failed } = useFileProgress(accountId, fileId, running, reload);
  const shown = progress ?? file.progress;
  const exportSettings = useCallback(() => setExported(settingsJson(file.settings)), [file.settings]);
  useExportApiSettings(params.get('api') === 'true' ? exportSettings : null);

  const discardResults = async () => {
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Discard results',
      message: `Discard the test results of ${file.name}? The file will not be cleansed and cannot be paid for afterwards.`,
      confirmLabel: 'Discard',
    });
    if (!confirmed) return;
    try {
      await discard({ variables: { accountId, fileId } });
      reload();
    } catch (error) {
      failure.report(error);
    }
  };

  return (
    <Stack spacing={3}>
      <FileHeading fileId={fileId} name={file.name}>
        <Box>
          <Chip label={statusNames[file.status]} variant="outlined" size="small" data-testid="file-status" />
        </Box>
      </FileHeading>

      {(file.status === 'uploaded' || file.status === 'mapped') && (
        <Alert
          severity="info"
          action={
            <Link component={RouterLink} to={nextPage(fileId, file.status)}>
              {file.status === 'uploaded' ? 'Map the columns' : 'Choose the properties'}
            </Link>
          }
        >
          This file has no test results yet.
        </Alert>
      )}

      {file.testResults && (
        <Panel title="Test results" id="address-cleanse-test-results">
          <Typography data-testid="test-record-count">
            {file.testResults.recordCount.toLocaleString('en-GB')} records tested
            {file.upload.rowCount ? ` of ${file.upload.rowCount.toLocaleString('en-GB')} in the file` : ''}.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Coding" stats={file.testResults.codingStats} testId="test-coding" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Suppression" stats={file.testResults.suppressionStats} testId="test-suppression" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Output groups" stats={file.testResults.outputGroupStats} testId="test-output-groups" />
            </Grid>
          </Grid>
        </Panel>
      )}

      {file.costs && (
        <Panel title="Costs" id="address-cleanse-costs">
          <CostTable costs={file.costs} />
          <FailureMessage failure={failure} />
          {/* Paying or discarding is a choice made once. */}
          {(file.status === 'tested' || file.status === 'costed') && (
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={() => setPaying(true)}>
                Pay by invoice
              </Button>
              <Button onClick={() => void discardResults()} disabled={discarding.loading}>
                Discard
              </Button>
            </Stack>
          )}
        </Panel>
      )}

      {invoiceUrl && (
        <Alert severity="success">
          Your invoice is ready.{' '}
          <Link href={invoiceUrl} target="_blank" rel="noopener">
            Open the invoice
          </Link>
        </Alert>
      )}

      {running && (
        <Panel title="Cleansing the whole file">
          <LinearProgress variant="determinate" value={shown.percent} aria-label="Cleansing progress" />
          <Typography role="status" data-testid="processing-progress">
            {shown.processedRecords.toLocaleString('en-GB')}
            {shown.totalRecords ? ` of ${shown.totalRecords.toLocaleString('en-GB')}` : ''} records ({Math.floor(shown.percent)}%)
          </Typography>
          {failed && <Alert severity="warning">Progress could not be followed: {failed} Reload the page to see where the run is.</Alert>}
        </Panel>
      )}

      {file.status === 'discarded' && <Alert severity="info">The results of this file were discarded. Upload it again to cleanse it.</Alert>}

      {file.fullResults && (
        <Panel title="Full results" id="address-cleanse-full-results">
          <Typography data-testid="full-record-counts">
            {file.fullResults.inputRecordCount.toLocaleString('en-GB')} records read, {file.fullResults.outputRecordCount.toLocaleString('en-GB')} written to
            the cleansed file.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Coding" stats={file.fullResults.codingStats} testId="full-coding" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Address updates" stats={file.fullResults.addressUpdateStats} testId="full-address-updates" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Duplicates" stats={file.fullResults.dedupeStats} testId="full-dedupe" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Suppression: removed" stats={file.fullResults.suppressionRemovedStats} testId="full-suppression-removed" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Suppression: flagged" stats={file.fullResults.suppressionFlaggedStats} testId="full-suppression-flagged" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatTable title="Output groups" stats={file.fullResults.outputGroupStats} testId="full-output-groups" />
            </Grid>
          </Grid>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {file.downloadUrl && (
              <Button variant="contained" href={file.downloadUrl} download startIcon={<Download />}>
                Download the cleansed file
              </Button>
            )}
            {file.duplicatesDownloadUrl && (
              <Button variant="outlined" href={file.duplicatesDownloadUrl} download startIcon={<Download />}>
                Download the duplicates
              </Button>
            )}
          </Stack>
        </Panel>
      )}

      <PayDialog
        open={paying}
        accountId={accountId}
        fileId={fileId}
        onClose={() => setPaying(false)}
        onPaid={(url) => {
          setPaying(false);
          setInvoiceUrl(url);
          reload();
        }}
      />
      <ExportSettingsDialog json={exported} onClose={() => setExported(null)} />
    </Stack>
  );
}

function CostTable({ costs }: { costs: NonNullable<KnownFile['costs']> }) {
  const currency = costs.currency === 'AUD' ? 'AUD' : 'GBP';
  const money = (n: number) => formatPrice(n, currency);
  const unit = (n: number) => formatUnitPrice(n, currency === 'AUD' ? 'australia' : 'uk');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Costs">
        <TableHead>
          <TableRow>
            <TableCell>Charge</TableCell>
            <TableCell align="right">Base price</TableCell>
            <TableCell align="right">Records</TableCell>
            <TableCell align="right">Per record</TableCell>
            <TableCell align="right">Matches</TableCell>
            <TableCell align="right">Per match</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {costs.lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{money(line.basePrice)}</TableCell>
              <TableCell align="right">{line.recordCount.toLocaleString('en-GB')}</TableCell>
              <TableCell align="right">{unit(line.pricePerRecord)}</TableCell>
              <TableCell align="right">{line.matchCount.toLocaleString('en-GB')}</TableCell>
              <TableCell align="right">{unit(line.pricePerMatch)}</TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="cost-total">
              {money(costs.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" id={id}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
