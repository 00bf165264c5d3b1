import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DialogHost } from '../components/dialogs/DialogHost';
import { HelpTipHost } from '../components/help-tips/HelpTipHost';
import { SessionKeeper } from './SessionKeeper';
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
