import type { BrandCode } from '@cards/shared/brand';
import { getBrand } from '@cards/shared/brand';
import { renderWithStores } from '@cards/shared/testing';
import { vi } from 'vitest';
import { appRoutes } from '../src/routing/routes.tsx';

/** Renders the shell's routes at a path, with the real stores and a stubbed network (everything answers 404). */
export function renderShell(path: string, options: { brand?: BrandCode; signedIn?: boolean } = {}) {
  return renderWithStores(appRoutes(getBrand(options.brand ?? 'default')), { path, brand: options.brand, signedIn: options.signedIn });
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export { vi };
