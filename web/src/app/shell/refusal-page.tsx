import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigateKeepingSearch } from '../../lib/navigation';

/**
 * A page the current account may not use: named by its heading, as every page is (one level-1
 * heading, docs/routes-and-access.md), then why it is refused, and the ways out.
 */
export function RefusalPage({ title, message, onChangeAccount }: { title: string; message: string; onChangeAccount: () => void }) {
  const navigate = useNavigateKeepingSearch();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        <Alert severity="info" data-testid="refusal">
          {message}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={onChangeAccount}>
            Change Account
          </Button>
          <Button onClick={() => navigate('/home')}>Return home</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
