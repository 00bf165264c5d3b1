import { Outlet, useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {navigation.state !== 'idle' && <LinearProgress aria-label="Loading..." sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />}
      <Outlet />
    </Box>
  );
}
