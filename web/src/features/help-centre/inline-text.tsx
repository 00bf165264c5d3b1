import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import { isGatewayPage } from './guide';
import { withSearch, type PortalHref } from '../../lib/navigation';

/**
 * A guide's inline text: `**bold**`, `` `code` `` and `[words](/path)` links inside the portal (or
 * to the gateway's pages for integrators, loaded as whole pages); the rest as written.
 */
export function InlineText({ text }: { text: string }) {
  const { search } = useLocation();
  const pieces = text.split(/(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/);
  return (
    <>
      {pieces.map((piece, index) => {
        const bold = /^\*\*([^*]+)\*\*$/.exec(piece);
        if (bold) return <b key={index}>{bold[1]}</b>;
        const code = /^`([^`]+)`$/.exec(piece);
        if (code) return <code key={index}>{code[1]}</code>;
        const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(piece);
        if (link && isGatewayPage(link[2]!))
          return (
            <Link key={index} href={link[2]}>
              {link[1]}
            </Link>
          );
        if (link)
          return (
            <Link key={index} component={RouterLink} to={withSearch(link[2] as PortalHref, search)}>
              {link[1]}
            </Link>
          );
        return <Fragment key={index}>{piece}</Fragment>;
      })}
    </>
  );
}
