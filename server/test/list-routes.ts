import os from 'node:os';
import type { Express, RequestHandler } from 'express';
import type { ApiRoute } from '../../shared/api/route';
import type { RequestSchemas } from '../core/http/validated';
import type { ActivityAction } from '../../shared/activity';
import type { Permission } from '../../shared/team';
import { createTestApp } from './test-app';

type StackLayer = {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: RequestHandler }[] };
  rawPath?: unknown;
  handle: { stack?: StackLayer[] };
};

export interface ListedRoute {
  method: string;
  path: string;
  /** The permission its guard (requirePermission) asks for, if it has one. */
  permission?: Permission;
  /** The activity-record line it declares (records), if it has one. */
  action?: ActivityAction;
  /** Guarded by requireRecentAuth: a sign-in or "Confirm it's you" within the last few minutes. */
  recentAuth?: boolean;
  /** The body field naming who gets the work, when its guard (requireAssignRight) checks one. */
  assigns?: string;
  /** What its validation step (validated) parses, if it has one. */
  schemas?: RequestSchemas;
  /** The contract's declaration it is served from (serve), if it is. */
  declared?: ApiRoute;
}

type Declared = {
  permission?: Permission;
  action?: ActivityAction;
  assigns?: string;
  schemas?: RequestSchemas;
  recentAuth?: true;
  route?: ApiRoute;
};

function walk(stack: StackLayer[], prefix: string): ListedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods, stack: handlers } = layer.route;
      const declared = handlers.map((h) => h.handle as Declared);
      const permission = declared.map((h) => h.permission).find(Boolean);
      const action = declared.map((h) => h.action).find(Boolean);
      const assigns = declared.map((h) => h.assigns).find(Boolean);
      const schemas = declared.map((h) => h.schemas).find(Boolean);
      const recentAuth = declared.some((h) => h.recentAuth);
      const contractRoute = declared.map((h) => h.route).find(Boolean);
      return [path].flat().flatMap((one) => {
        const full = (prefix + one).replace(/(.)\/$/, '$1');
        return Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          path: full,
          permission,
          action,
          ...(recentAuth ? { recentAuth } : {}),
          assigns,
          schemas,
          ...(contractRoute ? { declared: contractRoute } : {}),
        }));
      });
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return walk(layer.handle.stack, prefix + mount);
  });
}

/** Every route of the app as Express's router stack holds it, nested routers included. */
export function listRoutes(app: Express): ListedRoute[] {
  return walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '');
}

/** Every /api route of a test app with the photo routes mounted (the app is closed again at once). */
export function listApiRoutes(): ListedRoute[] {
  const listed = createTestApp({ seed: false, gallery: { mediaDir: os.tmpdir() } });
  const routes = listRoutes(listed.app).filter((r) => r.path.startsWith('/api/'));
  void listed.cleanup();
  return routes;
}
