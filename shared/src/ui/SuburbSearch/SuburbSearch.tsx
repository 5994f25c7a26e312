import { lazy, Suspense } from 'react';
import type { Locality } from '@cards/shared/domain';
import { FieldMessages, describedBy } from '../form/Field.tsx';
import { setFallbackFocus, suburbHint } from './fallback-field.ts';
import './SuburbSearch.css';

export interface SuburbSearchProps {
  id: string;
  state: string | undefined;
  value: string;
  error?: string;
  /** A suburb was chosen from the list: name and postcode. */
  onChoose: (locality: Locality) => void;
  /** Typing that is not (yet) a chosen suburb. */
  onType: (text: string) => void;
}

const SuburbCombobox = lazy(() => import(/* webpackChunkName: "suburb-search" */ './SuburbCombobox.tsx'));

/**
 * SPEC §5 suburb search. The combobox (SuburbCombobox.tsx, with downshift) loads when a page first shows one; until
 * then the same field stands in as a plain text field, so nothing typed is lost and the page does not move.
 */
export function SuburbSearch(props: SuburbSearchProps) {
  return (
    <Suspense fallback={<PlainSuburbField {...props} />}>
      <SuburbCombobox {...props} />
    </Suspense>
  );
}

function PlainSuburbField({ id, state, value, error, onType }: SuburbSearchProps) {
  const hint = suburbHint(state);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Suburb or town
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="suburb-search">
        <input
          id={id}
          className="field__input"
          disabled={!state}
          value={value}
          aria-describedby={describedBy(id, hint, error).describedBy}
          aria-invalid={error ? true : undefined}
          aria-required
          autoComplete="off"
          onChange={(event) => onType(event.target.value)}
          onFocus={() => setFallbackFocus(id)}
          // Leaving for another control forgets it; being replaced by the combobox (no next control) does not.
          onBlur={(event) => event.relatedTarget && setFallbackFocus(null)}
        />
      </div>
    </div>
  );
}
