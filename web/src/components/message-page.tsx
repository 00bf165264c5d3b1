import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A centred page with one message: not found, unexpected errors. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 5, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Box sx={{ display: 'grid', gap: 3, justifyItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
