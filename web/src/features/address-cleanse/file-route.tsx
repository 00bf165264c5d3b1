import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
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
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import type { BureauFileResultsQuery as ResultsData, BureauFileResultsQueryVariables } from '../../gql/graphql';
import { useExportApiSettings } from '../../lib/breadcrumb-extras';
import { downloadCsv } from '../../lib/download-csv';
import { routeTo } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { fileTips } from './address-cleanse-tips';
import { ChangeSampleTable } from './change-sample-table';
import { CostTable } from './cost-table';
import { ExportSettingsDialog } from './export-settings-dialog';
import { FileHeading, UnknownFile } from './file-page';
import { nextPage, statusNames } from './file-status';
import { oneReloadAtATime } from './one-reload-at-a-time';
import { PayDialog } from './pay-dialog';
import { accounting, reportName, resultsCsv, whereText, type Accounting } from './record-accounting';
import { RecordFatesTable } from './record-fates-table';
import { settingsJson } from './settings';
import { StatTable } from './stat-table';
import { useFileProgress } from './use-file-progress';
import { BureauFileResultsQuery, DiscardBureauResultsMutation } from './file-documents';
import { FreshDownloadButton } from './fresh-download-button';

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
  const reload = useMemo(() => oneReloadAtATime(refetch), [refetch]);
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.bureauFile) return <FailureMessage failure={loadFailure} />;
  if (!data?.bureauFile) return <UnknownFile />;
  return <FileResults file={data.bureauFile} accountId={accountId} fileId={fileId} reload={reload} />;
}

function FileResults({ file, accountId, fileId, reload }: { file: KnownFile; accountId: string; fileId: string; reload: () => void }) {
  const [params] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  const failure = useFailure('discard the results');
  const [discard, discarding] = useMutation(DiscardBureauResultsMutation);
  const running = file.status === 'paid' || file.status === 'processing';
  const { progress, failed } = useFileProgress(accountId, fileId, running, reload);
  const shown = progress ?? file.progress;
  const exportSettings = useCallback(() => setExported(settingsJson(file.settings)), [file.settings]);
  useExportApiSettings(params.get('api') === 'true' ? exportSettings : null);
  const unpaid = file.status === 'tested' || file.status === 'costed';

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

  const test = file.testResults;
  const full = file.fullResults;

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

      {/* Once the whole file is done its results come first; the test's stay below for reference. */}
      {full && <FullResults file={file} full={full} accountId={accountId} />}

      {test && !full && <TestResults file={file} test={test} fileId={fileId} unpaid={unpaid} />}

      {file.costs && (
        <Panel title="Costs" id="address-cleanse-costs">
          <CostTable costs={file.costs} />
          <FailureMessage failure={failure} />
          {/* Paying or discarding is a choice made once. */}
          {unpaid && (
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

      {test && full && <TestResults file={file} test={test} fileId={fileId} unpaid={unpaid} />}

      <PayDialog
        open={paying}
        accountId={accountId}
        fileId={fileId}
        onClose={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          reload();
        }}
      />
      <ExportSettingsDialog json={exported} onClose={() => setExported(null)} />
    </Stack>
  );
}

type TestData = NonNullable<KnownFile['testResults']>;
type FullData = NonNullable<KnownFile['fullResults']>;

/** The test run: what would happen to every record, how they were placed and changed, and a download of it all. */
function TestResults({ file, test, fileId, unpaid }: { file: KnownFile; test: TestData; fileId: string; unpaid: boolean }) {
  const account = accounting(test.recordFates, test.recordCount);
  const tables = [
    { section: 'Match level', stats: test.matchLevelStats },
    { section: 'Changes', stats: test.addressUpdateStats },
    { section: 'Coding', stats: test.codingStats },
    { section: 'Duplicates', stats: test.dedupeStats },
    { section: 'Suppression', stats: test.suppressionStats },
    { section: 'Output groups', stats: test.outputGroupStats },
  ];
  const download = () =>
    downloadCsv(
      reportName(file.name, 'test-results'),
      resultsCsv({
        fileName: file.name,
        recordsLabel: 'Records tested',
        records: test.recordCount,
        fates: test.recordFates,
        tables,
        changeSample: test.changeSample,
      }),
    );
  return (
    <Panel title="Test results" id="address-cleanse-test-results">
      <Typography data-testid="test-record-count">
        {test.recordCount.toLocaleString('en-GB')} records tested
        {file.upload.rowCount ? ` of ${file.upload.rowCount.toLocaleString('en-GB')} in the file` : ''}: {whereText(account)}.
      </Typography>
      <Dropped account={account} fileId={fileId} changeable={unpaid} />
      <RecordFatesTable fates={test.recordFates} records={test.recordCount} title="What happens to each record" testId="test-fates" />
      <StatGrid tables={tables} prefix="test" />
      <ChangeSampleTable changes={test.changeSample} testId="test-change-sample" />
      <Box>
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Download the test results
        </Button>
      </Box>
    </Panel>
  );
}

/** The full run: what happened to every record, the files it made, and the summary report that comes with them. */
function FullResults({ file, full, accountId }: { file: KnownFile; full: FullData; accountId: string }) {
  const account = accounting(full.recordFates, full.inputRecordCount);
  const tables = [
    { section: 'Match level', stats: full.matchLevelStats },
    { section: 'Changes', stats: full.addressUpdateStats },
    { section: 'Coding', stats: full.codingStats },
    { section: 'Duplicates', stats: full.dedupeStats },
    { section: 'Suppression: removed', stats: full.suppressionRemovedStats },
    { section: 'Suppression: flagged', stats: full.suppressionFlaggedStats },
    { section: 'Output groups', stats: full.outputGroupStats },
  ];
  const files = [
    { description: 'Written to the cleansed file', count: full.outputRecordCount },
    { description: 'Written to the duplicates file', count: full.duplicatesRecordCount },
    { description: 'In no file', count: account.byFile.none },
  ];
  const download = () =>
    downloadCsv(
      reportName(file.name, 'summary'),
      resultsCsv({
        fileName: file.name,
        recordsLabel: 'Records read',
        records: full.inputRecordCount,
        fates: full.recordFates,
        tables: [{ section: 'Files', stats: files }, ...tables],
        changeSample: full.changeSample,
      }),
    );
  return (
    <Panel title="Full results" id="address-cleanse-full-results">
      <Typography data-testid="full-record-counts">
        {full.inputRecordCount.toLocaleString('en-GB')} records read: {whereText(account)}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {file.downloadUrl && (
          <FreshDownloadButton accountId={accountId} fileId={file.id} href={file.downloadUrl} part="downloadUrl" variant="contained">
            Download the cleansed file
          </FreshDownloadButton>
        )}
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Download the summary report
        </Button>
        {file.duplicatesDownloadUrl && (
          <FreshDownloadButton accountId={accountId} fileId={file.id} href={file.duplicatesDownloadUrl} part="duplicatesDownloadUrl" variant="outlined">
            Download the duplicates
          </FreshDownloadButton>
        )}
      </Stack>

      <RecordFatesTable fates={full.recordFates} records={full.inputRecordCount} title="What happened to each record" testId="full-fates" />
      <StatGrid tables={tables} prefix="full" />
      <ChangeSampleTable changes={full.changeSample} testId="full-change-sample" />
    </Panel>
  );
}

/** Test ids of the result tables, as the browser tests read them. */
const statIds: Record<string, string> = {
  'Match level': 'match-levels',
  Changes: 'changes',
  Coding: 'coding',
  Duplicates: 'dedupe',
  Suppression: 'suppression',
  'Suppression: removed': 'suppression-removed',
  'Suppression: flagged': 'suppression-flagged',
  'Output groups': 'output-groups',
};

/** The results' tables three to a row on a wide screen, one on a phone; changes that did not happen are left out. */
function StatGrid({ tables, prefix }: { tables: readonly { section: string; stats: readonly { description: string; count: number }[] }[]; prefix: string }) {
  return (
    <Grid container spacing={2}>
      {tables.map(({ section, stats }) => (
        <Grid key={section} size={{ xs: 12, md: 4 }}>
          <StatTable
            title={section}
            stats={section === 'Changes' ? stats.filter((stat) => stat.count > 0) : stats}
            testId={`${prefix}-${statIds[section] ?? section}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** Says how many records the settings leave out of every file, and where to keep them, before paying. */
function Dropped({ account, fileId, changeable }: { account: Accounting; fileId: string; changeable: boolean }) {
  const dropped = account.byFile.none;
  if (dropped === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        changeable ? (
          <Link component={RouterLink} to={routeTo('/applications/addresscleanse/file/:fileId/properties', { fileId })}>
            Change the properties
          </Link>
        ) : undefined
      }
    >
      {dropped.toLocaleString('en-GB')} of these records go into no file, as the properties ask: they are removed or left out below.
    </Alert>
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
