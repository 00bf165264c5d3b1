import type { MouseEvent, ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { BureauFileDownloadLinksQuery } from './file-documents';

/** Follows a download link; an object of its own so that a test can see which link was followed. */
export const followDownload = { to: (url: string) => window.location.assign(url) };

interface Props {
  accountId: string;
  fileId: string;
  /** The link the page read with the results; its ticket may have expired since. */
  href: string;
  part: 'downloadUrl' | 'duplicatesDownloadUrl';
  variant: 'contained' | 'outlined';
  children: ReactNode;
}

/**
 * A download link whose ticket works for 5 minutes (docs/address-cleanse.md, "Download tickets"):
 * pressed, it reads a fresh link and follows that, so a page left open for an hour still
 * downloads. Where reading fails, the link the page has is followed, and says itself why it no
 * longer works.
 */
export function FreshDownloadButton({ accountId, fileId, href, part, variant, children }: Props) {
  const client = useApolloClient();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click with a modifier opens a tab or saves the link as the browser does it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    client
      .query({ query: BureauFileDownloadLinksQuery, variables: { accountId, fileId }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.bureauFile?.[part] ?? href)
      .catch(() => href)
      .then((url) => followDownload.to(url));
  };
  return (
    <Button variant={variant} href={href} download startIcon={<Download />} onClick={follow}>
      {children}
    </Button>
  );
}
