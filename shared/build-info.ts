declare const __BUILD_DATE__: string | undefined;

/**
 * The moment the pages were prerendered. Server render and hydration both start from it so their
 * markup matches; components that show "today" switch to the viewer's date in an effect.
 */
export const buildDate: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString();
