import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createApolloClient } from '../lib/apollo/client';
import { sessionStore } from '../lib/session/session-store';
import { DialogHost } from '../components/dialogs/DialogHost';
import { HelpTipHost } from '../components/help-tips/HelpTipHost';
import { helpTipStore } from '../components/help-tips/help-tip-store';
import { openDialog } from '../components/dialogs/dialog-store';
import { SessionKeeper } from './SessionKeeper';
import { theme } from './theme';

function createPortalClient() {
  const client = createApolloClient({
    token: () => sessionStore.get()?.jwt,
    onUnauthenticated: () => {
      if (!sessionStore.get()) return;
      sessionStore.signOut();
      void client.clearStore();
      void openDialog({ kind: 'error', title: 'Error', message: 'Authentication error: Authentication Failure' });
    },
    onFailure: (text) => void openDialog({ kind: 'warning', title: 'Error', message: text }),
    onBusyChange: (busy) => helpTipStore.setBusy(busy, 'apollo'),
  });
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createPortalClient);
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
