import Alert from '@mui/material/Alert';

/** A form's own failure, read out by screen readers as it appears. */
export function FormAlert({ message, severity = 'error' }: { message?: string | null; severity?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
