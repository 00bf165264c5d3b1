import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MessagePage } from '../components/message-page';
import { portalConfig } from '../lib/config';

/** What a person sees when a screen itself fails: never a stack trace, always someone to ask. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { supportEmail } = portalConfig();
  useEffect(() => console.error('Route error', error), [error]);
  return (
    <MessagePage title="Looks like an unexpected error has occurred">
      <Typography>
        Please try again. If it keeps happening, contact us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
    </MessagePage>
  );
}
