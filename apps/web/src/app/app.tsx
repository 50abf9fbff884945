import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app below the router. The browser (`main.tsx`, BrowserRouter) and the build-time
 * prerender (`entry-server.tsx`, StaticRouter) render this same tree, so hydration finds the markup
 * it would have rendered itself.
 */
export const App = () => (
  <Providers>
    <AppRoutes />
  </Providers>
);
