import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { GatewayRequestContext } from '../lib/gateway-request';
import { OnDemandDialogHost, SignedInHelpTipHost, SignedInSessionKeeper } from './on-demand-hosts';
import { portalRequest } from './portal-client';
import { theme } from './theme';

// Apollo's provider is not here: the signed-in layout gives it, with the client it loads.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <GatewayRequestContext value={portalRequest}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SignedInSessionKeeper />
        {children}
        <OnDemandDialogHost />
        <SignedInHelpTipHost />
      </ThemeProvider>
    </GatewayRequestContext>
  );
}
