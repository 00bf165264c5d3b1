import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { Menus, MenuEntry } from '../access/menus';
import { sessionStore } from '../../lib/session/session-store';
import { withSearch } from '../../lib/navigation';
import { useShell } from './shell-context';

/**
 * The top bar's menus on a narrow screen, one under another, with the user's own entries at the
 * end: the same pages the wide top bar and account bar offer. Choosing one closes the drawer.
 */
export function NavDrawer({ open, onClose, visible }: { open: boolean; onClose: () => void; visible: Menus }) {
  const { user } = useShell();
  const { pathname, search } = useLocation();
  const sections = (
    [
      ['Applications', visible.applications],
      ['Reporting', visible.reporting],
      ['Administration', visible.administration],
      ['Partner', visible.partner],
    ] satisfies [string, MenuEntry[] | null][]
  ).filter((section): section is [string, MenuEntry[]] => section[1] !== null);

  const link = (label: string, path: Parameters<typeof withSearch>[0]) => (
    <ListItemButton key={label} component={RouterLink} to={withSearch(path, search)} selected={pathname === path} onClick={onClose} sx={{ pl: 3 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}>
      <Box component="nav" aria-label="Main" sx={{ pb: 2 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main', px: 2, py: 1.5 }}>
          Data Portal
        </Typography>
        <Divider />
        {sections.map(([label, entries]) => (
          <List key={label} dense subheader={<ListSubheader disableSticky>{label}</ListSubheader>}>
            {entries.map((entry) => entry.path && link(entry.label, entry.path))}
          </List>
        ))}
        {(visible.helpCentre || visible.shop) && (
          <List dense>
            {visible.helpCentre && link('Help Centre', '/helpcentre')}
            {visible.shop && link('Shop', '/shop')}
          </List>
        )}
        <Divider />
        <List
          dense
          subheader={
            <ListSubheader disableSticky sx={{ overflowWrap: 'anywhere', lineHeight: 1.5, py: 1.5 }}>
              {user.userName}
            </ListSubheader>
          }
        >
          {link('My Settings', `/user/${user.id}`)}
          <ListItemButton
            sx={{ pl: 3 }}
            onClick={() => {
              onClose();
              sessionStore.signOut();
            }}
          >
            <ListItemText primary="Log Out" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
