import { setupServer } from 'msw/node';

/**
 * The one request server of the web tests (decision 443). A test answers the requests it expects
 * with `server.use(http.get('/api/…', …))`, recording inside the handler what it needs to assert
 * (the body, how many times); the setup file starts the server, drops a test's handlers after it,
 * and fails a test that sent a request no handler expected. There are no default handlers: no
 * component sends a request on its own in a test that does not answer it.
 */
export const server = setupServer();

export { HttpResponse, http } from 'msw';
