import { Navigate, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useApolloClient } from '@apollo/client/react';
import { useSession } from '../lib/session/use-session';
import { withSearch } from '../lib/navigation';
import { signOut } from '../lib/session/sign-out';

/** The frame of every signed-in screen. A session that ends (sign-out, a 401) leaves for login. */
export function SignedInLayout() {
  const user = useSession();
  const client = useApolloClient();
  const { search } = useLocation();
  if (!user) return <Navigate to={withSearch('/login', search)} replace />;
  if (!user.validated) return <Navigate to={withSearch('/validate', search)} replace />;
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 600 }}>
            Data Portal
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
            <AccountCircle />
            <Typography variant="body2" data-testid="account-bar-user">
              {user.userName}
            </Typography>
          </Box>
          <Button color="inherit" variant="outlined" onClick={() => void signOut(client)}>
            Log Out
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </>
  );
}
