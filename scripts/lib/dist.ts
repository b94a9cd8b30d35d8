import path from 'node:path';

export const distRoot = path.resolve(process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distRoot, 'client');
export const serverDir = path.join(distRoot, 'server');
/** The compiled Express server that `npm start` runs with plain node. */
export const appDir = path.join(distRoot, 'app');
export const appEntry = path.join(appDir, 'index.js');

/** dist/client/<route>/index.html for a route path. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.slice(1), 'index.html');
}
