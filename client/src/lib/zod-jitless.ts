// Imported first by main.tsx, before any schema is built. Without `jitless`, zod 4 probes
// `new Function` when it builds an object schema (to compile a faster parser), and a CSP without
// 'unsafe-eval' reports that probe as a violation even though zod catches the error.
//
// Set through the global that zod's own `config()` writes to (colinhacks/zod#5889: one config
// shared by every copy of zod) rather than by importing `config`: that import would put zod's
// core into the bundle every page runs, where only the form pages need it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
