import type { HttpClient } from '../api/http.ts';
import { getEnv, hasEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { ApiClient } from '../api/client.ts';
import type { DraftApi } from '../api/draft.ts';
import type { PeopleApi } from '../api/people.ts';
import type { ContactApi } from '../api/contact.ts';
import type { OpNeedApi } from '../api/opneed.ts';
import type { InductionApi } from '../api/induction.ts';
import type { ApiEventBus } from '../api/events.ts';
import type { TokenStore } from '../api/token-store.ts';

/** What every store reaches through MST's environment: the shell makes these once and shares them. */
export interface StoreEnv {
  http: HttpClient;
  api: ApiClient;
  drafts: DraftApi;
  people: PeopleApi;
  contact: ContactApi;
  opneed: OpNeedApi;
  induction: InductionApi;
  /** Absent in tests that do not need sign-in. */
  tokenStore?: TokenStore;
  events?: ApiEventBus;
}

/** The env of a node, or an empty one for a node made outside createRootStore (tests). */
export function storeEnv(node: IAnyStateTreeNode): Partial<StoreEnv> {
  return hasEnv(node) ? getEnv<StoreEnv>(node) : {};
}

/** The api client of a node's tree; fails loudly when the store was made without one. */
export function storeApi(node: IAnyStateTreeNode): ApiClient {
  const api = storeEnv(node).api;
  if (!api) throw new Error('This store needs an api client: create it with createRootStore(env).');
  return api;
}
