import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for a state, and their bound is for a state that never comes, not
// for a slow machine: Testing Library's default of one second failed a file read and parse (the
// federal aid import) while other jobs kept both cores busy (decision 360). A wait still returns
// as soon as its state is there.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
