// Zod probes `new Function('')` to decide whether to compile fast parsers. Under the app's CSP
// (no 'unsafe-eval') the probe throws, is caught, and still files a CSP violation report on every
// page load (issue 17 item 10). The interpreted parsers are fast enough for forms. This module is
// the first import of main.tsx, so it runs before any schema is built.
//
// It sets the flag where zod keeps its configuration (one object on globalThis, shared by every
// copy of zod, `zod/v4/core/core.js`) instead of calling zod's `config()`: importing it from zod
// put zod's core and English messages (~20 kB before minifying) into the entry every page loads
// first, which needs no schema (issue 20). Zod creates that object only when it is missing and
// then keeps it, so the flag set here stays whichever loads first; zod-jitless.test.ts checks that
// zod still reads it there.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// Imported for its effect; the empty export makes this file a module for TypeScript.
export {};
