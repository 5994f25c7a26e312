import { createContext, useContext } from 'react';
import type { PersonRecord } from '../api/types.ts';

/** The person's page as its actions see it: the record they change (with its version) and how to load it again. */
export interface PersonContext {
  peopleId: number;
  record: PersonRecord;
  reload: () => Promise<void>;
}

export const PersonRecordContext = createContext<PersonContext | null>(null);

export function usePersonRecord(): PersonContext {
  const context = useContext(PersonRecordContext);
  if (!context) throw new Error('usePersonRecord needs the person page above it.');
  return context;
}
