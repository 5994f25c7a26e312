import { idleDefaults, type IdleConfig } from '@cards/shared/domain/idle';
import { createContext, useContext } from 'react';
import type { MapTiles } from '@cards/shared/stores';
import { readPageJson } from './page-json.ts';

// Settings the server renders into the page (so tests and operators can shorten the idle times without a
// rebuild), falling back to the SPEC §9 values.

export interface ShellConfig {
  idle: IdleConfig;
  /** The office map's tiles (contact-us), when configured. */
  map: MapTiles | null;
  /** The brand's notification banner (SPEC §2), as the server read it from the shell's banner file. */
  banner: string | null;
  /**
   * The address the server answered 404 although a route matches it (an unknown article): the shell
   * shows its not-found page there.
   */
  notFoundPath?: string;
}

interface SiteData {
  config?: { idle?: Partial<IdleConfig>; map?: Partial<MapTiles> | null; banner?: unknown; notFound?: unknown };
}

function readSiteData(doc: Document): SiteData {
  const data = readPageJson(doc, 'site-data');
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? data as SiteData : {};
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Tiles only from an https (or local http) URL template, with its attribution. */
function mapTilesOf(map: Partial<MapTiles> | null | undefined): MapTiles | null {
  if (!map || typeof map.url !== 'string' || !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(map.url)) return null;
  return { url: map.url, attribution: typeof map.attribution === 'string' ? map.attribution : '' };
}

export function readShellConfig(win: Window): ShellConfig {
  const site = readSiteData(win.document);
  const idle = site.config?.idle ?? {};
  const pick = (key: keyof IdleConfig) => (positive(idle[key]) ? idle[key] : idleDefaults[key]);
  return {
    idle: {
      idleAfterMs: pick('idleAfterMs'),
      timeoutAfterIdleMs: pick('timeoutAfterIdleMs'),
      warningBeforeTimeoutMs: pick('warningBeforeTimeoutMs'),
    },
    map: mapTilesOf(site.config?.map),
    banner: typeof site.config?.banner === 'string' && site.config.banner.trim() ? site.config.banner.trim() : null,
    ...(site.config?.notFound === true ? { notFoundPath: win.location.pathname } : {}),
  };
}

const ShellConfigContext = createContext<ShellConfig | null>(null);
export const ShellConfigProvider = ShellConfigContext.Provider;

/** The page's settings, for the shell's own components (the layout's banner). */
export function useShellConfig(): ShellConfig | null {
  return useContext(ShellConfigContext);
}

/** What the server says of the pre-rendered page it sent: its route, how it was rendered, and on what day. */
export interface Prerendered {
  route: string;
  mode: 'page' | 'frame';
  date: string;
}

export function readPrerender(doc: Document): Prerendered | undefined {
  const value = readPageJson(doc, 'prerender') as Partial<Prerendered> | null | undefined;
  if (typeof value?.route !== 'string' || (value.mode !== 'page' && value.mode !== 'frame') || typeof value.date !== 'string') return undefined;
  return { route: value.route, mode: value.mode, date: value.date };
}
