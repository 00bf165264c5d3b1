import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
