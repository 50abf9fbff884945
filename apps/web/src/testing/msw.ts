import { setupServer } from 'msw/node';

/**
 * The one request server of the web tests (decision 443). A test answers the requests it expects
 * with `server.use(http.get('/api/…', …))`; a request no test expected fails that test, since
 * the setup file starts it with `onUnhandledRequest: 'error'`. Tests go through the real api
 * client, its headers, error mapping and retries, rather than through a stand-in of `fetch`.
 */
export const server = setupServer();

export { delay, HttpResponse, http } from 'msw';

/** Every request the server saw during a test, for tests that prove none was made. */
export const recordRequests = () => {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push(request);
  };
  server.events.on('request:start', listener);
  return requests;
};
