import { useEffect, useState } from 'react';
import { isAustralia, statesToCheck, type Draft, type FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { step3Questions, type StepContext } from '@cards/shared/validation';
import { abnCheckError, type AbnCheck } from './AbnField.tsx';

/** The state whose locality data the employer's address needs (SPEC §5). */
const employerStates = (data: Draft) => (isAustralia(data.Employercountry) && data.Employerstate ? [data.Employerstate] : []);

/**
 * What a page with step 3's questions needs (step 3, and the asset brands' last step): the lists loaded, the
 * questions the draft asks, the ABN check's state, and the context its checks load on submit.
 */
export function useCardDetails() {
  const { draft, lookups } = useRootStore();
  const [abnCheck, setAbnCheck] = useState<AbnCheck>({ state: 'idle' });
  const abnProblem = abnCheckError(abnCheck, draft.data.Employerabn);
  const localErrors: FieldErrors = abnProblem ? { Employerabn: abnProblem } : {};
  const questions = step3Questions(draft.data);
  const lists = [lookups.operationalNeeds, lookups.operationalNeedCategories, lookups.accessFrequencies, lookups.airports,
    lookups.countries, lookups.states, ...(questions.renewal ? [lookups.issuingBodies] : [])];

  useEffect(() => {
    for (const list of [lookups.operationalNeeds, lookups.operationalNeedCategories, lookups.accessFrequencies, lookups.airports,
      lookups.countries, lookups.states, lookups.issuingBodies]) void list.load();
  }, [lookups]);

  const loadContext = async (data: Draft): Promise<Partial<StepContext>> => ({
    reference: {
      operationalNeeds: lookups.operationalNeeds.items,
      accessFrequencies: lookups.accessFrequencies.items,
      issuingBodies: lookups.issuingBodies.items,
    },
    // The asset brands' last step confirms every step, the addresses of step 2 too: their states are loaded as well,
    // or an address in another state than the employer's read as an unknown suburb.
    knownLocality: await lookups.localities.knownLocality([...new Set([...employerStates(data), ...statesToCheck(data)])]),
  });

  return { questions, lists, abnCheck, setAbnCheck, abnProblem, localErrors, loadContext };
}

export type CardDetails = ReturnType<typeof useCardDetails>;
