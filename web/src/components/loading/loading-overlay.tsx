import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoadingOverlay } from './loading-store';

export function LoadingOverlay() {
  const { active, kind } = useLoadingOverlay();
  return (
    <Backdrop open={active} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        <CircularProgress color="inherit" size={30} />
        <Typography>{kind === 'uploading' ? 'Uploading file...' : 'Loading...'}</Typography>
      </Stack>
    </Backdrop>
  );
}
