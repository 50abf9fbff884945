import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import './styles/app.css';

const render = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
};

// Spec §9: the app renders on browser idle, or after 1 ms where idle callbacks do not exist.
if ('requestIdleCallback' in window) window.requestIdleCallback(render, { timeout: 1 });
else setTimeout(render, 1);
