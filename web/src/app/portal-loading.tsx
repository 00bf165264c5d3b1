import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * The wait before a page has a layout to show its own loading state in: the first page's start and a
 * public page's module. The spinner the static shell in index.html shows, so the start is one wait.
 */
export function PortalLoading() {
  return (
    <Box role="status" aria-label="Loading..." sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
