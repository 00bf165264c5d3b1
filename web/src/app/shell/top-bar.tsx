import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import MenuIcon from '@mui/icons-material/Menu';
import { menus, type MenuEntry } from '../access/menus';
import { withSearch } from '../../lib/navigation';
import { useShell } from './shell-context';
import { NavDrawer } from './nav-drawer';

// Below md the menus do not fit on one row, so they move into a drawer behind a menu button.
const narrowOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;
const wideOnly = { display: { xs: 'none', md: 'flex' } } as const;

/** The product's main menus, each shown only to those who may see it (docs/routes-and-access.md). */
export function TopBar() {
  const { access } = useShell();
  const visible = menus(access);
  const { search } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          sx={narrowOnly}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to={withSearch('/home', search)}
          variant="h6"
          noWrap
          sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', mr: 3 }}
        >
          Data Portal
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ ...wideOnly, gap: 0.5, flexGrow: 1, flexWrap: 'wrap' }}>
          {visible.applications && <TopMenu label="Applications" entries={visible.applications} />}
          {visible.reporting && <TopMenu label="Reporting" entries={visible.reporting} />}
          {visible.administration && <TopMenu label="Administration" entries={visible.administration} />}
          {visible.partner && <TopMenu label="Partner" entries={visible.partner} />}
        </Box>
        {visible.helpCentre && (
          <Button color="inherit" component={RouterLink} to={withSearch('/helpcentre', search)} sx={wideOnly}>
            Help Centre
          </Button>
        )}
        {visible.shop && (
          <Button color="inherit" variant="outlined" component={RouterLink} to={withSearch('/shop', search)} sx={wideOnly}>
            Shop
          </Button>
        )}
      </Toolbar>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} visible={visible} />
    </AppBar>
  );
}

function TopMenu({ label, entries }: { label: string; entries: MenuEntry[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { search } = useLocation();
  const id = `menu-${label.toLowerCase()}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.label} component={RouterLink} to={withSearch(entry.path ?? '/home', search)} onClick={() => setAnchor(null)}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
