import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../lib/visually-hidden';
import { withSearch, type RoutePath } from '../../lib/navigation';

/** Each tab's page, with the level-1 heading that names it for assistive technology (the tab shows the name to the eye). */
const tabs: { path: RoutePath; label: string; heading: string }[] = [
  { path: '/login', label: 'Log In', heading: 'Log in to the Data Portal' },
  { path: '/register', label: 'Register', heading: 'Register for the Data Portal' },
];

/**
 * Log in and register side by side, as tabs of one card. The tabs are links, each to its page, as
 * they lead to another address: MUI's Tabs (a tab list for panels on one page, with scrolling and
 * roving focus) were 6 KB gzip of the first page anyone loads.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const currentTab = tabs.find((tab) => pathname.endsWith(tab.path)) ?? tabs[0];
  const current = currentTab?.path ?? '/login';
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Typography variant="h4" component="h1" sx={visuallyHidden}>
          {currentTab?.heading}
        </Typography>
        <Typography variant="h4" component="p" sx={{ textAlign: 'center', fontWeight: 700, color: 'primary.main', mb: 1 }}>
          Data Portal
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>Address lookup, validation and cleansing for your business</Typography>
        <Paper variant="outlined">
          <Box component="nav" aria-label="Log in or register" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
            {tabs.map((tab) => (
              <Link
                key={tab.path}
                component={RouterLink}
                to={withSearch(tab.path, search)}
                aria-current={tab.path === current ? 'page' : undefined}
                underline="none"
                sx={{
                  flex: 1,
                  py: 1.5,
                  textAlign: 'center',
                  fontWeight: 600,
                  fontSize: '0.95rem',
                  color: tab.path === current ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: tab.path === current ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {tab.label}
              </Link>
            ))}
          </Box>
          <Box sx={{ p: 4 }}>
            <Outlet />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
