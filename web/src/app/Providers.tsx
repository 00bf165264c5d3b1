import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DialogHost } from '../components/dialogs/dialog-host';
import { HelpTipHost } from '../components/help-tips/help-tip-host';
import { SessionKeeper } from './session-keeper';
import { theme } from './theme';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionKeeper />
        {children}
        <DialogHost />
        <HelpTipHost />
      </ThemeProvider>
    </ApolloProvider>
  );
}
