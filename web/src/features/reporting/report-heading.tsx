import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { windowHeading, type Grouping } from './period';

/**
 * A report's one h1, the account it is for, and (`window`, a ReportWindow once the report is in)
 * the dates it covers as the gateway answered them.
 */
export function ReportHeading({ title, account, window }: { title: string; account: string; window: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid="report-window">
        {account}
        {window}
      </Typography>
    </Stack>
  );
}

/** The dates after the account's name, as UTC days: nothing until the gateway has said them. */
export function ReportWindow({ window }: { window: { from: string; to: string; period: Grouping } | undefined }) {
  return window ? <> · {windowHeading(window)}</> : null;
}
