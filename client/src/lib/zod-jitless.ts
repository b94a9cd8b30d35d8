import { config } from 'zod/v4/core';

// Imported first by main.tsx, before any schema is built. Without `jitless`, zod 4 probes
// `new Function` when it builds an object schema (to compile a faster parser), and a CSP without
// 'unsafe-eval' reports that probe as a violation even though zod catches the error.
config({ jitless: true });
