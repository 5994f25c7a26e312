import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerRoutes, type RemoteName, type RouteDef } from '@cards/shared/brand';

// For tests: the routes every remote of the workspace declares (its routes.json), as the api serves them.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Each workspace remote's routes.json, its owner filled in (mf-content → mf_content). */
export function workspaceRoutes(): RouteDef[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .flatMap((entry) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, entry.name, 'routes.json'), 'utf8');
      } catch {
        return [];
      }
      const owner = entry.name.replace(/-/g, '_') as RemoteName;
      return (JSON.parse(text) as Array<Omit<RouteDef, 'owner'>>).map((route) => ({ ...route, owner }));
    });
}

/** The workspace's routes as a shell build names them (its remote-routes.json): by remote, without their owner. */
export function workspaceRemoteRoutes(): Record<string, Array<Omit<RouteDef, 'owner'>>> {
  const byOwner: Record<string, Array<Omit<RouteDef, 'owner'>>> = {};
  for (const { owner, ...route } of workspaceRoutes()) (byOwner[owner] ??= []).push(route);
  return byOwner;
}

/** Puts the workspace's routes in force, as a page of the default release has them. */
export function registerWorkspaceRoutes(): void {
  registerRoutes(workspaceRoutes());
}
