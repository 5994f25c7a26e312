import type { BrandCode } from '@cards/shared/brand';
import { getBrand } from '@cards/shared/brand';
import { idleDefaults } from '@cards/shared/domain/idle';
import { renderWithStores } from '@cards/shared/testing';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { ShellConfigProvider, type ShellConfig } from '../src/config.ts';
import { appRoutes } from '../src/routing/routes.tsx';

/**
 * Renders the shell's routes at a path, with the real stores and a stubbed network (everything answers 404); with
 * `config`, under the settings the server would have put in the page.
 */
export function renderShell(path: string, options: { brand?: BrandCode; signedIn?: boolean; config?: Partial<ShellConfig> } = {}) {
  const routes = appRoutes(getBrand(options.brand ?? 'default'));
  const config: ShellConfig = { idle: idleDefaults, map: null, banner: null, ...options.config };
  const wrapped = options.config
    ? [{ element: <ShellConfigProvider value={config}><Outlet /></ShellConfigProvider>, children: routes }]
    : routes;
  return renderWithStores(wrapped, { path, brand: options.brand, signedIn: options.signedIn });
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export { vi };
