import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI material's own ThemeProvider is this one plus the provider of a CSS-variables theme, which the
// portal's theme is not: that provider cost the first page some 3 KB gzip. Material's reads the theme
// from here as from its own (the theme is not scoped to material).
import { ThemeProvider } from '@mui/system';
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
