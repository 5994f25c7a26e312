import { types, type Instance } from 'mobx-state-tree';
import type { ApiClient } from '../api/client.ts';
import type { Airport, AustralianState } from '../domain/reference.ts';
import { storeApi } from './env.ts';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * One reference list, loaded once through the api client and cached for the page's life. Everything is
 * volatile: it is a cache of server data, not state worth putting in snapshots.
 */
function lookupModel<T>(name: string, label: string, fetch: (api: ApiClient) => Promise<T[]>) {
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
        self.status = 'error';
        self.error = `We could not load the ${label}. Check your connection and try again.`;
      },
    }))
    .actions((self) => {
      let pending: Promise<readonly T[]> | null = null;
      return {
        /**
         * The list, fetched on the first call only; concurrent calls share one request. Never rejects: a failure
         * leaves status 'error' and an empty list, and the next call tries again.
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
    });
}

export const LookupsModel = types
  .model('Lookups', {
    states: types.optional(lookupModel<AustralianState>('StatesLookup', 'list of states', (api) => api.getStates()), {}),
    countries: types.optional(lookupModel('CountriesLookup', 'list of countries', (api) => api.getCountries()), {}),
    airports: types.optional(lookupModel('AirportsLookup', 'list of airports', (api) => api.getAirports()), {}),
    issuingBodies: types.optional(
      lookupModel('IssuingBodiesLookup', 'list of issuing bodies', (api) => api.getIssuingBodies()), {}),
    idDocuments: types.optional(
      lookupModel('IdDocumentsLookup', 'list of identity documents', (api) => api.getIdDocuments()), {}),
    operationalNeeds: types.optional(
      lookupModel('OperationalNeedsLookup', 'list of operational needs', (api) => api.getOperationalNeeds()), {}),
    operationalNeedCategories: types.optional(
      lookupModel('OperationalNeedCategoriesLookup', 'operational need categories',
        (api) => api.getOperationalNeedCategories()), {}),
    accessFrequencies: types.optional(
      lookupModel('AccessFrequenciesLookup', 'access frequency options', (api) => api.getAccessFrequencyOptions()), {}),
  })
  .views((self) => ({
    /** SPEC §9: the Australian states are the first 8 entries of the state list. */
    get australianStates(): readonly AustralianState[] {
      return self.states.items.slice(0, 8);
    },
    airportById(id: number): Airport | undefined {
      return self.airports.items.find((airport) => airport.Id === id);
    },
  }));

export type Lookups = Instance<typeof LookupsModel>;
