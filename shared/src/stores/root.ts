import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { createApiClient, createContactApi, createDraftApi, createInductionApi, createOpNeedApi, createPeopleApi } from '@cards/shared/api';
import type { Brand, BrandCode, CardType } from '../brand/types.ts';
import type { IdleConfig } from '../domain/idle.ts';
import { storeEnv, type StoreEnv } from './env.ts';
import { DraftStoreModel } from './draft/draft-store.ts';
import { LookupsModel } from './lookups.ts';
import { PersonStoreModel } from './person.ts';
import { ContactStoreModel } from './contact.ts';
import { OpNeedFormStoreModel } from './opneed-form.ts';
import { InductionStoreModel } from './induction.ts';
import { SessionModel, type MapTiles } from './session.ts';

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
    person: types.optional(PersonStoreModel, {}),
    /** @deprecated since 1.1.0, removed in 2.0.0: mf-content's contact pages have their own store. */
    contact: types.optional(ContactStoreModel, {}),
    opneedForm: types.optional(OpNeedFormStoreModel, {}),
    induction: types.optional(InductionStoreModel, {}),
  })
  .volatile(() => ({
    /** Differs per created store: tests use it to prove the shell and the remotes share one instance. */
    instanceId: randomId(),
  }))
  .actions((self) => ({
    /** SPEC §8: a client exception goes to the server's log (POST /api/logger); never throws. */
    reportClientError(error: unknown): void {
      void storeEnv(self).api?.reportClientError(error);
    },
    /** SPEC §2 page-404: tells the server which address was missed. */
    reportMissedUri(uri: string): void {
      void storeEnv(self).api?.reportMissedUri(uri);
    },
  }));

export type RootStore = Instance<typeof RootStoreModel>;
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>;

export interface StoreEnvInput extends Omit<StoreEnv, 'api' | 'drafts' | 'people' | 'contact' | 'opneed' | 'induction'> {
  /** Made from http when not given. */
  api?: StoreEnv['api'];
  drafts?: StoreEnv['drafts'];
  people?: StoreEnv['people'];
  contact?: StoreEnv['contact'];
  opneed?: StoreEnv['opneed'];
  induction?: StoreEnv['induction'];
}

export interface InitialSession {
  brand?: BrandCode | Pick<Brand, 'code'>;
  cardType?: CardType;
  idle?: IdleConfig;
  map?: MapTiles | null;
}

/**
 * The one root store of the page, made by the shell and shared with the remotes through StoreProvider. `env` is
 * the page's one container of services (http, the api clients, the token store); only store actions use it.
 */
export function createRootStore(
  env: StoreEnvInput,
  initial: InitialSession = {},
  snapshot: RootStoreSnapshot = {},
): RootStore {
  const fullEnv: StoreEnv = {
    ...env,
    api: env.api ?? createApiClient(env.http),
    drafts: env.drafts ?? createDraftApi(env.http),
    people: env.people ?? createPeopleApi(env.http),
    contact: env.contact ?? createContactApi(env.http),
    opneed: env.opneed ?? createOpNeedApi(env.http),
    induction: env.induction ?? createInductionApi(env.http),
  };
  const brand = typeof initial.brand === 'string' ? initial.brand : initial.brand?.code;
  const store = RootStoreModel.create(
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
  if (initial.idle) store.session.configureIdle(initial.idle);
  if (initial.map) store.session.configureMap(initial.map);
  return store;
}
