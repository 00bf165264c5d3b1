import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { loadSignedInClient } from './app/portal-client';
import { createPortalRouter } from './app/router';
import { logWebVitals } from './lib/web-vitals';

const router = createPortalRouter(loadSignedInClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

void logWebVitals();
