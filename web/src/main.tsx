import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createPortalClient } from './app/portal-client';
import { createPortalRouter } from './app/router';
import { logWebVitals } from './lib/web-vitals';

const client = createPortalClient();
const router = createPortalRouter(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

void logWebVitals();
