import { useEffect, useState, type FormEvent } from 'react';
import type { Airport } from '@cards/shared/domain';
import { SelectField, TextField, fieldId, useSite } from '@cards/shared/ui';
import type { QueueQuery } from '../api/types.ts';

const cardTypes = [{ value: 'asic', label: 'ASIC' }, { value: 'msic', label: 'MSIC' }];

/**
 * The card type, airport and search of the queue. They take effect when sent (the Search button or Enter), so a
 * keyboard user moving through them is not sent to another page at each step. The page keys it by the address's
 * filters, so Back and forward show the filters of the address.
 */
export function QueueFilters({ query, onChange }: { query: QueueQuery; onChange: (query: QueueQuery) => void }) {
  const { api } = useSite().services;
  const [airports, setAirports] = useState<Airport[]>([]);
  const [cardType, setCardType] = useState(query.cardType ?? '');
  const [airport, setAirport] = useState(query.airport === undefined ? '' : String(query.airport));
  const [q, setQ] = useState(query.q ?? '');
  useEffect(() => {
    let live = true;
    api.getAirports().then((list) => live && setAirports(list), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...query,
      cardType: cardType === 'asic' || cardType === 'msic' ? cardType : undefined,
      airport: airport ? Number(airport) : undefined,
      q: q.trim() || undefined,
      page: undefined,
    });
  };
  const options = airports.map((a) => ({ value: String(a.Id), label: a.Airport }));
  // An airport in the address before the list has come (or one the list lacks) is still shown as chosen.
  if (airport && !options.some((o) => o.value === airport)) options.unshift({ value: airport, label: `Airport ${airport}` });

  return (
    <form className="queue-filters" role="search" aria-label="Applications" onSubmit={submit}>
      <TextField id={fieldId('q')} label="Search" hint="Tracking number, name, email or date of birth (DD/MM/YYYY)" type="search"
        value={q} onChange={setQ} required={false} />
      <SelectField id={fieldId('cardType')} label="Card type" required={false} placeholder="ASIC and MSIC"
        options={cardTypes} value={cardType} onChange={setCardType} />
      <SelectField id={fieldId('airport')} label="Airport" required={false} placeholder="Every airport"
        options={options} value={airport} onChange={setAirport} />
      <div className="form-actions">
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
