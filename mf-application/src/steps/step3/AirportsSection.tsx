import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useCombobox } from 'downshift';
import { observer } from 'mobx-react-lite';
import {
  AirportIds,
  chooseAirport,
  draftAirport,
  isBadAirport,
  lockedAirportIds,
  matchesAirport,
  removeAirport,
  sortAirports,
  withAdgCardAccess,
  withAirports,
  type Airport,
  type Draft,
} from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { FieldMessages, describedBy, fieldId } from '@cards/shared/ui';
import type { FieldErrorsSource } from '../bind.ts';

/** How many airports the list shows at once while searching. */
export const MAX_AIRPORT_RESULTS = 8;

const GROUP_LABELS: Record<Airport['Group'], string> = { Popular: 'Popular', Major: 'Major airports', Regional: 'Regional airports' };

/**
 * SPEC §4, §5, §9 airports: searchable by name or code, popular first, then Major and Regional. The chosen ones are
 * listed with a button to remove each; an airport not allowed for ASA is explained where it is listed.
 */
export const AirportsSection = observer(function AirportsSection({ form }: { form: FieldErrorsSource }) {
  const { draft, lookups, session } = useRootStore();
  const [query, setQuery] = useState('');
  const chosen = draft.data.airports ?? [];
  const chosenIds = new Set(chosen.map((a) => a.Id));
  const sorted = useMemo(() => sortAirports(lookups.airports.items), [lookups.airports.items]);
  const matches = useMemo(
    () => sorted.filter((a) => !chosenIds.has(a.Id) && matchesAirport(a, query)).slice(0, MAX_AIRPORT_RESULTS),
    [sorted, query, chosen.length], // eslint-disable-line react-hooks/exhaustive-deps -- chosenIds follows chosen
  );
  const id = fieldId('airports');
  const searchId = `${id}-search`;
  const error = form.errorFor('airports');
  const hint = 'Type the name or the 3-letter code of an airport, then choose it. Choose Australia-wide (AUS) only if you work at several airports.';
  const [announcement, setAnnouncement] = useState('');
  // SPEC §4: on adg, its own airports alone mean card access, which the price shows at once.
  const setAirports = (next: Draft) => draft.update(withAdgCardAccess(next, session.brandData.code));
  // SPEC §4: a draft of a company that names its airports has those, unless renewing; the api keeps them too.
  const locked = lockedAirportIds(draft.data, session.brandData);
  const lockedKey = locked?.join(',');
  useEffect(() => {
    if (!locked || lookups.airports.items.length === 0) return;
    const current = (draft.data.airports ?? []).map((a) => a.Id).join(',');
    if (current === lockedKey) return;
    const airports = locked.flatMap((lockedId) => lookups.airports.items.filter((a) => a.Id === lockedId)).map(draftAirport);
    setAirports(withAirports(draft.data, airports));
  }, [lockedKey, lookups.airports.items]); // eslint-disable-line react-hooks/exhaustive-deps -- locked follows lockedKey

  const combobox = useCombobox<Airport>({
    items: matches,
    inputId: searchId,
    inputValue: query,
    itemToString: (item) => item?.Airport ?? '',
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      // Typing is taken by the input's own change handler, in the same event: downshift reports it only after a
      // render, and a controlled input re-rendered in between drops what was typed meanwhile. The selection is
      // always null here, so downshift's "selected item changed" update after a keyboard choice would blank the
      // search as the next key lands, losing that key.
      const { InputChange, ItemClick, InputKeyDownEnter, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;
      if (type === InputChange || type === ItemClick || type === InputKeyDownEnter || type === ControlledPropUpdatedSelectedItem) return;
      setQuery(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setAirports(chooseAirport(draft.data, draftAirport(selectedItem)));
      setQuery('');
      setAnnouncement(`${selectedItem.Airport} added.`);
    },
  });

  // The Remove button goes with its airport: focus moves to the list's heading, not to the page (WCAG 2.4.3).
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) chosenHeading.current?.focus();
  }, [removals]);
  const remove = (airportId: number, name: string) => {
    setAirports(removeAirport(draft.data, airportId));
    setAnnouncement(`${name} removed.`);
    setRemovals((n) => n + 1);
  };

  if (locked) {
    return (
      <section className="form-section" aria-labelledby="airports-heading" id={id} tabIndex={-1}>
        <h2 id="airports-heading">Airports</h2>
        <p>{session.brandData.organisation?.Employername ?? 'Your organisation'} has set the airports for your card. To change them, ask your organisation.</p>
        <h3 id="chosen-airports-heading">Your card&apos;s airports ({chosen.length})</h3>
        <ul className="chosen-list" aria-labelledby="chosen-airports-heading">
          {chosen.map((airport) => <li key={airport.Id} className="chosen-list__item">{airport.Airport}</li>)}
        </ul>
      </section>
    );
  }

  return (
    <section className="form-section" aria-labelledby="airports-heading" id={id} tabIndex={-1}>
      <h2 id="airports-heading">Airports</h2>
      <p>Choose each airport where you need to go into secure areas without an escort.</p>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" {...combobox.getLabelProps()}>Find an airport</label>
        <FieldMessages id={id} hint={hint} error={error} />
        <div className="suburb-search">
          <input
            className="field__input"
            {...combobox.getInputProps({
              'aria-describedby': describedBy(id, hint, error).describedBy,
              'aria-invalid': error ? true : undefined,
              onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.currentTarget.value),
            })}
          />
          <ul className="suburb-search__list" {...combobox.getMenuProps()}>
            {combobox.isOpen &&
              matches.map((item, index) => (
                <li
                  key={item.Id}
                  className={`suburb-search__option${combobox.highlightedIndex === index ? ' suburb-search__option--active' : ''}`}
                  {...combobox.getItemProps({ item, index })}
                >
                  {item.Airport} <span className="airport-group">({GROUP_LABELS[item.Group]})</span>
                </li>
              ))}
            {combobox.isOpen && query.trim() !== '' && matches.length === 0 && (
              <li className="suburb-search__empty" aria-disabled="true">No airport matches {query}</li>
            )}
          </ul>
        </div>
      </div>
      <h3 id="chosen-airports-heading" ref={chosenHeading} tabIndex={-1}>{chosen.length === 0 ? 'No airports chosen yet' : `Airports you chose (${chosen.length})`}</h3>
      {chosen.length > 0 && (
        <ul className="chosen-list" aria-labelledby="chosen-airports-heading">
          {chosen.map((airport) => (
            <li key={airport.Id} className="chosen-list__item">
              <span>{airport.Airport}</span>
              <button type="button" className="button button--secondary" onClick={() => remove(airport.Id, airport.Airport ?? 'Airport')}>
                Remove<span className="visually-hidden"> {airport.Airport}</span>
              </button>
              {isBadAirport(airport) && (
                <p className="notice" id={`${fieldId('airports')}-${airport.Id}-note`}>
                  We cannot issue a card for {airport.Airport}: access there is arranged by its operator, for example a
                  defence base. You can still apply for your other airports, and we will tell you how to ask the operator.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {chosen.some((a) => a.Id === AirportIds.Australia) && (
        <p className="notice">The Australia-wide card covers every security-controlled airport, so it is chosen on its own.</p>
      )}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {session.brandData.airportOffice?.accessCard === 'added-for-own-airports' && draft.data._adgCardAccess && (
        <p className="notice">Your card will include access to the airport&apos;s doors and gates (an access card), which is added to the price.</p>
      )}
    </section>
  );
});
