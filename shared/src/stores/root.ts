import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { createApiClient, createDraftApi } from '@cards/shared/api';
import type { Brand, BrandCode, CardType } from '../brand/types.ts';
import type { StoreEnv } from './env.ts';
import { DraftStoreModel } from './draft.ts';
import { LookupsModel } from './lookups.ts';
import { SessionModel } from './session.ts';

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

// Later stores (draft, person, induction, opneedForm) are added here as optional properties, so every
// existing snapshot and test keeps working.
export const RootStoreModel = types
  .model('RootStore', {
    session: types.optional(SessionModel, {}),
    lookups: types.optional(LookupsModel, {}),
    draft: types.optional(DraftStoreModel, {}),
  })
  .volatile(() => ({
    /** Differs per created store: a page shows it to prove the shell and the remotes share one instance. */
    instanceId: randomId(),
  }));

export type RootStore = Instance<typeof RootStoreModel>;
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>;

export interface StoreEnvInput extends Omit<StoreEnv, 'api' | 'drafts'> {
  /** Made from http when not given. */
  api?: StoreEnv['api'];
  drafts?: StoreEnv['drafts'];
}

export interface InitialSession {
  brand?: BrandCode | Pick<Brand, 'code'>;
  cardType?: CardType;
}

/** The one root store of the page, made by the shell and shared with the remotes through StoreProvider. */
export function createRootStore(
  env: StoreEnvInput,
  initial: InitialSession = {},
  snapshot: RootStoreSnapshot = {},
): RootStore {
  const fullEnv: StoreEnv = {
    ...env,
    api: env.api ?? createApiClient(env.http),
    drafts: env.drafts ?? createDraftApi(env.http),
  };
  const brand = typeof initial.brand === 'string' ? initial.brand : initial.brand?.code;
  return RootStoreModel.create(
    {
      ...snapshot,
      session: {
        ...snapshot.session,
        ...(brand ? { brand } : {}),
        ...(initial.cardType ? { cardType: initial.cardType } : {}),
      },
    },
    fullEnv,
  );
}
