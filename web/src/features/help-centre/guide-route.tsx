import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withSearch } from '../../lib/navigation';
import { GuideContent } from './guide-content';
import { guideNamed } from './guides';

/**
 * One guide, at /helpcentre/{guideName} (docs/routes-and-access.md). One module serves all thirteen: the route
 * table gives each its own path and title, and the last part of the path names the guide.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const guide = guideNamed(pathname.split('/').at(-1) ?? '');
  if (!guide) {
    // Only reachable through a row of the route table without a guide, which the tests rule out.
    return (
      <Typography variant="h4" component="h1">
        Guide not found
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={withSearch('/helpcentre', search)} sx={{ alignSelf: 'flex-start' }}>
        All guides
      </Link>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {guide.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: '75ch' }}>{guide.summary}</Typography>
      </Stack>
      <GuideContent guide={guide} />
    </Stack>
  );
}
