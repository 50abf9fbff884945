import { config } from 'zod';

// Zod probes `new Function('')` to decide whether to compile fast parsers. Under the app's CSP
// (no 'unsafe-eval') the probe throws, is caught, and still files a CSP violation report on every
// page load (issue 17 item 10). The interpreted parsers are fast enough for forms. This module is
// the first import of main.tsx, so it runs before any schema is built.
config({ jitless: true });
