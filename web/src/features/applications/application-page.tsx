import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The frame of an application screen: its title, a sentence on what it does, then the screen. */
export function ApplicationPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{intro}</Typography>
      </Box>
      {children}
    </Stack>
  );
}

/** Shown instead of a screen's form while no account is chosen: every look-up is counted against one. */
export function ChooseAccountFirst() {
  return (
    <Alert severity="info" data-testid="choose-account-first">
      <AlertTitle>Choose an account first</AlertTitle>
      Every look-up is counted against an account&apos;s subscription. Use Change Account in the bar above to choose one.
    </Alert>
  );
}
