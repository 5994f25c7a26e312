import type { ComponentType } from 'react';
import type { RouteIdOf } from '@cards/shared/brand';
import { BlockedPage } from './BlockedPage.tsx';
import { LinkExpiredPage } from './LinkExpiredPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RecordNotFoundPage } from './RecordNotFoundPage.tsx';
import { SessionExpiredPage } from './SessionExpiredPage.tsx';

/** The shell's own pages by SPEC §2 route name. */
export const shellPages: Record<RouteIdOf<'shell'>, ComponentType> = {
  'page-404': NotFoundPage,
  'not-found': NotFoundPage,
  'session-expired': SessionExpiredPage,
  'record-not-found': RecordNotFoundPage,
  'link-expired': LinkExpiredPage,
  blocked: BlockedPage,
};
