import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { menus, type MenuEntry } from '../access/menus';
import { withSearch } from '../../lib/navigation';
import { useShell } from './ShellContext';

/** The product's main menus, each shown only to those section 6 of the spec lets see it. */
export function TopBar() {
  const { access } = useShell();
  const visible = menus(access);
  const { search } = useLocation();
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography component={RouterLink} to={withSearch('/home', search)} variant="h6" sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', mr: 3 }}>
          Data Portal
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexGrow: 1, flexWrap: 'wrap' }}>
          {visible.applications && <TopMenu label="Applications" entries={visible.applications} />}
          {visible.reporting && <TopMenu label="Reporting" entries={visible.reporting} />}
          {visible.administration && <TopMenu label="Administration" entries={visible.administration} />}
          {visible.partner && <TopMenu label="Partner" entries={visible.partner} />}
        </Box>
        {visible.helpCentre && (
          <Button color="inherit" component={RouterLink} to={withSearch('/helpcentre', search)}>
            Help Centre
          </Button>
        )}
        {visible.shop && (
          <Button color="inherit" variant="outlined" component={RouterLink} to={withSearch('/shop', search)}>
            Shop
          </Button>
        )}
      </Toolbar>
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
