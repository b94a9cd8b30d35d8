import path from 'node:path';

export const distRoot = path.resolve(process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distRoot, 'client');
export const serverDir = path.join(distRoot, 'server');

/** dist/client/<route>/index.html for a route path. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.slice(1), 'index.html');
}
