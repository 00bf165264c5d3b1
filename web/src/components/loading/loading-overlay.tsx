import { useSyncExternalStore } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loadingStore } from './loading-store';

export function LoadingOverlay() {
  const { active, kind } = useSyncExternalStore(loadingStore.subscribe, loadingStore.snapshot, loadingStore.snapshot);
  return (
    <Backdrop open={active} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        <CircularProgress color="inherit" size={30} />
        <Typography>{kind === 'uploading' ? 'Uploading file...' : 'Loading...'}</Typography>
      </Stack>
    </Backdrop>
  );
}
