import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigateKeepingSearch } from '../../lib/navigation';

/** A page the current account may not use: say why, and offer the ways out. */
export function RefusalPage({ message, onChangeAccount }: { message: string; onChangeAccount: () => void }) {
  const navigate = useNavigateKeepingSearch();
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Stack spacing={3}>
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
