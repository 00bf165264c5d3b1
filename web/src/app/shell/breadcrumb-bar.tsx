import { useState } from 'react';
import { Link as RouterLink, matchPath, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { menus, type MenuEntry } from '../access/menus';
import { routeTable } from '../access/route-table';
import { withSearch, type PortalHref } from '../../lib/navigation';
import { useNavigateKeepingSearch } from '../../lib/navigation';
import { useBreadcrumbExtras } from '../../lib/breadcrumb-extras';
import { useShell } from './shell-context';
import { useShellDialogs } from './shell-dialogs';
import { guideFor } from '../../components/help-tips/screen-guides';
import { ScreenHelpLink } from '../../components/help-tips/screen-help-link';

/** Each step of the path that is a page of its own, named as the route table names it. */
function crumbsFor(pathname: string, titles: ReadonlyMap<string, string>): { path: PortalHref; title: string }[] {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs: { path: PortalHref; title: string }[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const path = `/${parts.slice(0, i).join('/')}`;
    // A route named in full wins over a pattern it also fits: /user/updatePassword is not /user/:userId.
    const row = routeTable.find((rule) => rule.path === path) ?? routeTable.find((rule) => matchPath({ path: rule.path, end: true }, path));
    // A step that matches a row of the route table is that route's address.
    // A screen may name its step better than the table (a file's name for "Unknown File").
    if (row) crumbs.push({ path: path as PortalHref, title: titles.get(path) ?? row.title });
  }
  return crumbs;
}

export function BreadcrumbBar() {
  const { access } = useShell();
  const dialogs = useShellDialogs();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigateKeepingSearch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const extras = useBreadcrumbExtras();
  // Offered only where the page has settings to export (a file's pages), not on the listing.
  const addressCleanseApi = pathname.startsWith('/applications/addresscleanse') && params.get('api') === 'true' && !!extras.exportApiSettings;
  const entries = menus(access, { addressCleanseApi }).ellipsis;
  const crumbs = crumbsFor(pathname, extras.titles);
  const guide = guideFor(pathname);
  const guideTitle = guide && routeTable.find((rule) => rule.path === guide)?.title;

  const choose = (entry: MenuEntry) => {
    setAnchor(null);
    if (entry.path) navigate(entry.path);
    else if (entry.action === 'createAccount') dialogs.open('createAccount');
    else if (entry.action === 'exportApiToken') dialogs.open('exportApiToken');
    else if (entry.action === 'exportApiSettings') extras.exportApiSettings?.();
  };

  return (
    <Box sx={{ px: 3, py: 1, display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ flexGrow: 1 }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Typography key={crumb.path} sx={{ color: 'text.primary' }} aria-current="page">
              {crumb.title}
            </Typography>
          ) : (
            <Link key={crumb.path} component={RouterLink} to={withSearch(crumb.path, search)} underline="hover" color="inherit">
              {crumb.title}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {guide && guideTitle && <ScreenHelpLink to={withSearch(guide, search)} guideTitle={guideTitle} />}
      {entries.length > 0 && (
        <>
          <IconButton aria-label="More options" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
            <MoreHoriz />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {entries.map((entry) =>
              entry.href ? (
                <MenuItem key={entry.label} component="a" href={entry.href} onClick={() => setAnchor(null)}>
                  {entry.label}
                </MenuItem>
              ) : (
                <MenuItem key={entry.label} onClick={() => choose(entry)}>
                  {entry.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </>
      )}
    </Box>
  );
}
