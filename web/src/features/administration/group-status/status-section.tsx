import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The heading level of the panel's parts: one below the panel's own title. */
export type SectionLevel = 'h3' | 'h4';

/** One part of the group status panel: a heading of its own, what the status is, what can be done. */
export function StatusSection({ id, title, level, children }: { id: string; title: string; level: SectionLevel; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`${id}-heading`} id={id}>
      <Typography variant="subtitle1" component={level} id={`${id}-heading`} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
