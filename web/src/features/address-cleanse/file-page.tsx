import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCrumbTitle } from '../../lib/breadcrumb-extras';
import { routeTo, withSearch } from '../../lib/navigation';

/** The crumb of the file's own page: its name once known; the route table's "Unknown File" otherwise. */
export function useFileCrumb(fileId: string, name: string | null | undefined) {
  useCrumbTitle(routeTo('/applications/addresscleanse/file/:fileId', { fileId }), name ?? undefined);
}

/** The heading of a page of one file: the page's name, with the file's name beneath it. */
export function FileHeading({ fileId, name, title, children }: { fileId: string; name: string; title?: string; children?: ReactNode }) {
  useFileCrumb(fileId, name);
  return (
    <Stack spacing={0.5}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title ?? name}
      </Typography>
      {title && (
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} data-testid="file-name">
          {name}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

/** What a file's pages show for a file the account does not have (Unknown File, docs/texts-and-constants.md). */
export function UnknownFile() {
  const { search } = useLocation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Unknown File
      </Typography>
      <Typography>This account has no such address file. It may have been deleted, or belong to another account.</Typography>
      <Link component={RouterLink} to={withSearch('/applications/addresscleanse', search)}>
        Back to your address files
      </Link>
    </Stack>
  );
}
