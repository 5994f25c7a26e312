import { useEffect } from 'react';
import { useRootStore } from '@cards/shared/stores';
import { answerGroups, type AnswerGroup } from '@cards/shared/validation';

/** The lists that name the answers (countries, states, documents, airports, needs…); loaded once, cached. */
export function useAnswerLists() {
  const { lookups } = useRootStore();
  const lists = [lookups.countries, lookups.states, lookups.idDocuments, lookups.airports, lookups.operationalNeeds,
    lookups.issuingBodies, lookups.accessFrequencies];
  useEffect(() => {
    for (const list of [lookups.countries, lookups.states, lookups.idDocuments, lookups.airports, lookups.operationalNeeds,
      lookups.issuingBodies, lookups.accessFrequencies]) void list.load();
  }, [lookups]);
  return lists;
}

/** Every answer of the draft in words; call it inside an observer, which then follows the draft and the lists. */
export function useAnswerGroups(): AnswerGroup[] {
  const { draft, lookups, session } = useRootStore();
  return answerGroups(draft.data, {
    countries: lookups.countries.items,
    states: lookups.states.items,
    idDocuments: lookups.idDocuments.items,
    airports: lookups.airports.items,
    operationalNeeds: lookups.operationalNeeds.items,
    issuingBodies: lookups.issuingBodies.items,
    accessFrequencies: lookups.accessFrequencies.items,
  }, session.brandData, new Date());
}
