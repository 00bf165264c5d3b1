import { Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { withSearch, type RoutePath } from '../../lib/navigation';

const tabs: { path: RoutePath; label: string }[] = [
  { path: '/login', label: 'Log In' },
  { path: '/register', label: 'Register' },
];

/** Log in and register side by side, as tabs of one card. */
export function Component() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname.endsWith(tab.path))?.path ?? '/login';
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Typography variant="h4" component="p" sx={{ textAlign: 'center', fontWeight: 700, color: 'primary.main', mb: 1 }}>
          Data Portal
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>Address lookup, validation and cleansing for your business</Typography>
        <Paper variant="outlined">
          <Tabs value={current} onChange={(_, path: RoutePath) => navigate(withSearch(path, search))} variant="fullWidth">
            {tabs.map((tab) => (
              <Tab key={tab.path} value={tab.path} label={tab.label} />
            ))}
          </Tabs>
          <Box sx={{ p: 4 }}>
            <Outlet />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
