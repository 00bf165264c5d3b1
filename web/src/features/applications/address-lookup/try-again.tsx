import Button from '@mui/material/Button';

/**
 * The way forward beside a failure on this screen: asks again for what failed. Disabled while that
 * is on its way; kept on one line, as beside the words on a phone it would break after "Try".
 */
export function TryAgain({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <Button color="inherit" size="small" onClick={onClick} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
      Try again
    </Button>
  );
}
