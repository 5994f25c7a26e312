import { types, type Instance } from 'mobx-state-tree';
import type { ApiClient, StateCode } from '../api/client.ts';
import type { Airport, AustralianState, Locality } from '../domain/reference.ts';
import { AUSTRALIAN_STATES } from '@cards/shared/domain';
import type { LocalityLookup } from '../domain/localities.ts';
import { storeApi } from './env.ts';

/** Where a piece of a page's data is: the one set of words every loader uses (ui's PageData shows it). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

const failedText = (label: string) => `We could not load the ${label}. Check your connection and try again.`;

/**
 * One reference list, loaded once through the api client and cached for the page's life. Everything is
 * volatile: it is a cache of server data, not state worth putting in snapshots.
 */
function referenceList<T>(name: string, label: string, fetch: (api: ApiClient) => Promise<T[]>) {
  return types
    .model(name, {})
    .volatile(() => ({
      items: [] as readonly T[],
      status: 'idle' as LoadStatus,
      /** Text for people when the load failed. */
      error: null as string | null,
    }))
    .views((self) => ({
      get isLoaded() {
        return self.status === 'loaded';
      },
      get isLoading() {
        return self.status === 'loading';
      },
    }))
    .actions((self) => ({
      started() {
        self.status = 'loading';
        self.error = null;
      },
      succeeded(items: readonly T[]) {
        self.items = items;
        self.status = 'loaded';
      },
      failed() {
        self.status = 'failed';
        self.error = failedText(label);
      },
    }))
    .actions((self) => {
      let pending: Promise<readonly T[]> | null = null;
      return {
        /**
         * The list, fetched on the first call only; concurrent calls share one request. Never rejects: a failure
         * leaves status 'failed' and an empty list, and the next call tries again.
         */
        load(): Promise<readonly T[]> {
          if (self.status === 'loaded') return Promise.resolve(self.items);
          if (pending) return pending;
          self.started();
          pending = fetch(storeApi(self))
            .then((items) => {
              self.succeeded(Array.isArray(items) ? items : []);
              return self.items;
            })
            .catch(() => {
              self.failed();
              return self.items;
            })
            .finally(() => {
              pending = null;
            });
          return pending;
        },
      };
    })
    .actions((self) => ({
      /** Tries a failed load again (the 'Try again' button). */
      retry(): Promise<readonly T[]> {
        return self.load();
      },
    }));
}

interface StateLocalities {
  status: LoadStatus;
  items: readonly Locality[];
}

/** SPEC §7 locality data, one file per state, each loaded when first needed (the suburb search, SPEC §5 checks). */
const LocalitiesModel = types
  .model('Localities', {})
  .volatile(() => ({
    byState: new Map<string, StateLocalities>(),
  }))
  .views((self) => ({
    /** The suburbs of a state as loaded so far, with where their load is. */
    of(state: string): StateLocalities {
      return self.byState.get(state) ?? { status: 'idle', items: [] };
    },
    /** Why the state's suburbs are missing, for people. */
    errorOf(state: string): string | null {
      return self.byState.get(state)?.status === 'failed' ? failedText('suburbs for this state') : null;
    },
  }))
  .actions((self) => ({
    set(state: string, entry: StateLocalities) {
      // A new Map, so observers of byState see the change.
      self.byState = new Map(self.byState).set(state, entry);
    },
  }))
  .actions((self) => ({
    /** Loads one state's suburbs (the api client caches them); never rejects, a failure shows in `of(state)`. */
    async load(state: string): Promise<readonly Locality[]> {
      if (!(AUSTRALIAN_STATES as readonly string[]).includes(state)) return [];
      const held = self.of(state);
      if (held.status === 'loaded') return held.items;
      self.set(state, { status: 'loading', items: [] });
      try {
        const items = await storeApi(self).getLocalities(state as StateCode);
        self.set(state, { status: 'loaded', items });
        return items;
      } catch {
        self.set(state, { status: 'failed', items: [] });
        return [];
      }
    },
  }))
  .actions((self) => ({
    /**
     * SPEC §5: whether a suburb, state and postcode are a row of the locality data, for the states given. A state
     * whose data cannot be loaded is not judged (the server checks it again).
     */
    async knownLocality(states: readonly string[]): Promise<LocalityLookup> {
      const known = new Set<string>();
      const unknownStates = new Set<string>();
      await Promise.all(states.map(async (state) => {
        const items = await self.load(state);
        if (self.of(state).status !== 'loaded') unknownStates.add(state);
        for (const l of items) known.add(`${l.name.toUpperCase()}|${state}|${l.code}`);
      }));
      return (name, state, postcode) => unknownStates.has(state) || known.has(`${name}|${state}|${postcode}`);
    },
  }));

export const LookupsModel = types
  .model('Lookups', {
    states: types.optional(referenceList<AustralianState>('StatesList', 'list of states', (api) => api.getStates()), {}),
    countries: types.optional(referenceList('CountriesList', 'list of countries', (api) => api.getCountries()), {}),
    airports: types.optional(referenceList('AirportsList', 'list of airports', (api) => api.getAirports()), {}),
    issuingBodies: types.optional(
      referenceList('IssuingBodiesList', 'list of issuing bodies', (api) => api.getIssuingBodies()), {}),
    idDocuments: types.optional(
      referenceList('IdDocumentsList', 'list of identity documents', (api) => api.getIdDocuments()), {}),
    operationalNeeds: types.optional(
      referenceList('OperationalNeedsList', 'list of operational needs', (api) => api.getOperationalNeeds()), {}),
    operationalNeedCategories: types.optional(
      referenceList('OperationalNeedCategoriesList', 'operational need categories',
        (api) => api.getOperationalNeedCategories()), {}),
    accessFrequencies: types.optional(
      referenceList('AccessFrequenciesList', 'access frequency options', (api) => api.getAccessFrequencyOptions()), {}),
    localities: types.optional(LocalitiesModel, {}),
  })
  .views((self) => ({
    /** SPEC §9: the Australian states are the first 8 entries of the state list. */
    get australianStates(): readonly AustralianState[] {
      return self.states.items.slice(0, AUSTRALIAN_STATES.length);
    },
    airportById(id: number): Airport | undefined {
      return self.airports.items.find((airport) => airport.Id === id);
    },
  }));

export type Lookups = Instance<typeof LookupsModel>;
