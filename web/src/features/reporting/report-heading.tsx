import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A report's one h1, the account it is for, and the dates it covers as the gateway answered them. */
export function ReportHeading({ title, account, window }: { title: string; account: string; window: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid="report-window">
        {account}
        {window ? <> · {window}</> : null}
      </Typography>
    </Stack>
  );
}
