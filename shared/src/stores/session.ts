import { addDisposer, types, type Instance } from 'mobx-state-tree';
import { DEFAULT_BRAND_CODE, getBrand, isBrandCode } from '@cards/shared/brand';
import type { Brand, BrandCode, CardType } from '../brand/types.ts';
import { idleDefaults, sessionTimeoutMinutes, type IdleConfig } from '@cards/shared/domain';
import { storeEnv } from './env.ts';

const CARD_TYPES = ['asic', 'msic'] as const satisfies readonly CardType[];

/** SPEC §4 'Idle handling': the warning is open in 'warning'; 'timedOut' until the person is active again. */
export const IDLE_STATES = ['active', 'warning', 'timedOut'] as const;
export type IdleState = (typeof IDLE_STATES)[number];

/** What a remote does when the session times out (the wizard saves and mails, the status page clears…). */
export type TimeoutHandler = () => void | Promise<void>;

export interface TimeoutRun {
  /** How many handlers ran; 0 means the caller applies the default (go to /session-expired). */
  ran: number;
  errors: unknown[];
}

/** A tile server's URL template ({z}/{x}/{y}) and the attribution its licence asks for. */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const SessionModel = types
  .model('Session', {
    // A brand registered after this model was made (the page's own, registerBrand) is a brand too.
    brand: types.optional(types.refinement('BrandCode', types.string, (code) => isBrandCode(code)), DEFAULT_BRAND_CODE),
    cardType: types.optional(types.enumeration<CardType>('CardType', [...CARD_TYPES]), 'asic'),
    idle: types.optional(types.enumeration<IdleState>('IdleState', [...IDLE_STATES]), 'active'),
  })
  .volatile(() => ({
    // The token stays in browser storage only; these mirror it so observers re-render on sign-in and expiry.
    token: null as string | null,
    authenticated: false,
    timeoutHandlers: new Map<string, TimeoutHandler>(),
    /** SPEC §4, §9 idle times, as the server rendered them into the page. */
    idleConfig: idleDefaults as IdleConfig,
    /** Map tiles for the office map (contact-us), when the deployment configures them; null shows no map. */
    mapTiles: null as MapTiles | null,
  }))
  .views((self) => ({
    /** The one answer to 'is someone signed in': a stored token that has not expired (SPEC §4). */
    get isAuthenticated(): boolean {
      return self.authenticated;
    },
    /** The visit's brand and its site data (SPEC §1 'Branding'): the one way pages get it. */
    get brandData(): Brand {
      return getBrand(self.brand);
    },
    /** Minutes of inactivity before a session ends, for the wording of the session-expired page. */
    get sessionTimeoutMinutes(): number {
      return sessionTimeoutMinutes(self.idleConfig);
    },
    get timeoutHandlerIds(): string[] {
      return [...self.timeoutHandlers.keys()];
    },
  }))
  .actions((self) => ({
    setBrand(brand: BrandCode) {
      self.brand = brand;
    },
    setCardType(cardType: CardType) {
      self.cardType = cardType;
    },
    configureMap(tiles: MapTiles | null) {
      self.mapTiles = tiles;
    },
    setIdleState(state: IdleState) {
      self.idle = state;
    },
    configureIdle(config: IdleConfig) {
      self.idleConfig = config;
    },
    /** Re-reads the token store (sign-in, sign-out, expiry, another tab). */
    syncAuth() {
      const tokenStore = storeEnv(self).tokenStore;
      self.authenticated = tokenStore?.isAuthenticated() ?? false;
      self.token = self.authenticated ? (tokenStore?.getToken() ?? null) : null;
    },
  }))
  .actions((self) => ({
    afterCreate() {
      const tokenStore = storeEnv(self).tokenStore;
      if (!tokenStore) return;
      self.syncAuth();
      addDisposer(self, tokenStore.subscribe(() => self.syncAuth()));
    },
    /** Stores the id_token from POST /api/login. */
    signIn(token: string) {
      storeEnv(self).tokenStore?.setToken(token);
      self.syncAuth();
    },
    signOut() {
      storeEnv(self).tokenStore?.clear();
      self.syncAuth();
    },
    /**
     * A remote says what its pages do on timeout. Returns the function that removes it (call it on unmount);
     * the same id replaces an earlier handler.
     */
    registerTimeoutHandler(id: string, handler: TimeoutHandler): () => void {
      self.timeoutHandlers.set(id, handler);
      return () => {
        // A stale unregister must not remove a newer handler with the same id.
        if (self.timeoutHandlers.get(id) === handler) self.timeoutHandlers.delete(id);
      };
    },
    /** Runs every registered handler; one failing does not stop the others. */
    runTimeoutHandlers(): Promise<TimeoutRun> {
      const handlers = [...self.timeoutHandlers.values()];
      const runs = handlers.map((handler) => {
        try {
          return Promise.resolve(handler());
        } catch (error) {
          return Promise.reject(error);
        }
      });
      return Promise.allSettled(runs).then((results) => ({
        ran: handlers.length,
        errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
      }));
    },
  }));

export type Session = Instance<typeof SessionModel>;
