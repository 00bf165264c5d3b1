import { Suspense, useState } from 'react';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import type { BureauFilesQuery as FilesData, BureauFilesQueryVariables } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { filesTips } from './address-cleanse-tips';
import { nextPage, statusNames, when } from './file-status';
import { RenameFileDialog } from './rename-file-dialog';
import { formatBytes } from './upload/progress';
import { BureauFilesQuery, DeleteBureauFileMutation } from './files-documents';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const accountId = current.account?.id;
  return { files: accountId ? preloadQuery(BureauFilesQuery, { variables: { accountId }, errorPolicy: 'all' }) : null };
}

type FilesRef = QueryRef<FilesData, BureauFilesQueryVariables, 'complete' | 'streaming' | 'empty'>;
type BureauFileRow = FilesData['bureauFiles'][number];

export function Component() {
  const { files } = useScreenData<typeof loader>();
  const { search } = useLocation();
  const current = useCurrentAccount();
  useHelpTips('addressCleanseFiles', filesTips);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Address Cleanse
        </Typography>
        <Button variant="contained" component={RouterLink} to={withSearch('/applications/addresscleanse/upload', search)} id="address-cleanse-upload-button">
          Upload a file
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Your files
          </Typography>
          {!files || !current.account ? (
            <Typography sx={{ color: 'text.secondary' }}>Choose an account to see its address files.</Typography>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={120} role="status" aria-label="Loading..." />}>
              <FileList files={files} accountId={current.account.id} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function FileList({ files, accountId }: { files: FilesRef; accountId: string }) {
  const { data, error } = useReadQuery(files);
  const failure = useFailure('load the files', { watch: data?.bureauFiles ? undefined : error });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [renaming, setRenaming] = useState<BureauFileRow | null>(null);
  const actionFailure = useFailure('delete the file');
  const [deleteFile] = useMutation(DeleteBureauFileMutation, { refetchQueries: ['BureauFiles'], awaitRefetchQueries: true });

  const remove = async (file: BureauFileRow) => {
    const confirmed = await openDialog({
      kind: 'question',
      title: 'Delete file',
      message: `Delete ${file.name} and everything made from it?`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    try {
      await deleteFile({ variables: { accountId, fileId: file.id } });
    } catch (caught) {
      actionFailure.report(caught);
    }
  };

  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.bureauFiles) return <FailureMessage failure={failure} />;
  const list = data?.bureauFiles ?? [];
  const actions = (file: BureauFileRow) => (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Rename">
        <IconButton aria-label={`Rename ${file.name}`} onClick={() => setRenaming(file)}>
          <DriveFileRenameOutline />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${file.name}`} onClick={() => void remove(file)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
  const name = (file: BureauFileRow) => (
    <Link component={RouterLink} to={nextPage(file.id, file.status)} sx={{ overflowWrap: 'anywhere' }}>
      {file.name}
    </Link>
  );
  const rows = (file: BureauFileRow) =>
    file.upload.rowCount === null || file.upload.rowCount === undefined ? 'Counting...' : file.upload.rowCount.toLocaleString('en-GB');

  return (
    <>
      <FailureMessage failure={actionFailure} />
      {list.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>This account has no address files yet. Upload one to cleanse it.</Typography>
      ) : narrow ? (
        <Stack component="ul" aria-label="Address files" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((file) => (
            <Box component="li" key={file.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Box sx={{ minWidth: 0 }}>
                  {name(file)}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatBytes(file.size)} · {rows(file)} rows · {when(file.createTimestamp)}
                  </Typography>
                  <Chip size="small" variant="outlined" label={statusNames[file.status]} sx={{ mt: 0.5 }} />
                </Box>
                {actions(file)}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Address files">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Size</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell>Uploaded</TableCell>
                <TableCell>Updated</TableCell>
                {/* Read by screen readers, not shown: the heading of the actions column. */}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((file) => (
                <TableRow key={file.id} data-testid="bureau-file-row">
                  <TableCell>{name(file)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={statusNames[file.status]} />
                  </TableCell>
                  <TableCell align="right">{formatBytes(file.size)}</TableCell>
                  <TableCell align="right">{rows(file)}</TableCell>
                  <TableCell>{when(file.createTimestamp)}</TableCell>
                  <TableCell>{when(file.updateTimestamp)}</TableCell>
                  <TableCell align="right">{actions(file)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <RenameFileDialog file={renaming} accountId={accountId} onClose={() => setRenaming(null)} />
    </>
  );
}
