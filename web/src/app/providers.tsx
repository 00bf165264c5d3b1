import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { OnDemandDialogHost, SignedInHelpTipHost } from './on-demand-hosts';
import { SessionKeeper } from './session-keeper';
import { theme } from './theme';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionKeeper />
        {children}
        <OnDemandDialogHost />
        <SignedInHelpTipHost />
      </ThemeProvider>
    </ApolloProvider>
  );
}
