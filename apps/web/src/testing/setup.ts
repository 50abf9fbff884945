import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw.ts';

// `findBy…` and `waitFor` wait for a state, and their bound is for a state that never comes, not
// for a slow machine: Testing Library's default of one second failed a file read and parse (the
// federal aid import) while other jobs kept both cores busy (decision 360). A wait still returns
// as soon as its state is there.
configure({ asyncUtilTimeout: 15_000 });

// Requests are answered by the one MSW server (decision 443). A request no handler of the test
// expected is refused like a network failure, which the app may well swallow, so it is also
// noted here and fails the test after it: a test that sends nothing proves it by having no handler.
const unexpected: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unexpected.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  const seen = unexpected.splice(0);
  if (seen.length) throw new Error(`Requests no handler of the test expected: ${seen.join(', ')}`);
});
afterAll(() => server.close());
