import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { needsFor, sortAirports, type OpNeedType } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { RadioGroup, SelectField, TextAreaField, TextField, fieldId, type OptionGroup } from '@cards/shared/ui';
import { OPNEED_LIMITS } from '@cards/shared/validation';
import { SIGNER_TYPE_LABELS } from './labels.ts';
import type { FieldProps } from './StatementForm.tsx';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The applicant and their need, as they told us (prefilled): the signer corrects anything that is not right. The
 * questions and rules are step 3's own (SPEC §5), so the wizard and the statement ask the same.
 */
export const NeedSection = observer(function NeedSection({ typed, set, message, cardType, white, opNeedTypes }: FieldProps & {
  white: boolean;
  /** Who may confirm the need on the applicant's brand. */
  opNeedTypes: readonly OpNeedType[];
}) {
  const { lookups } = useRootStore();
  const [adding, setAdding] = useState('');
  const card = cardType === 'msic' ? 'MSIC' : 'ASIC';
  const needs = needsFor(lookups.operationalNeeds.items, cardType);
  const groups: OptionGroup[] = lookups.operationalNeedCategories.items
    .map((category) => ({
      label: category.Name,
      options: needs.filter((n) => n.CategoryId === category.Id).map((n) => ({ value: String(n.Id), label: n.ShortReason })),
    }))
    .filter((group) => group.options.length > 0);
  const airports = sortAirports(lookups.airports.items);
  const chosen = typed.airports.map((id) => airports.find((a) => a.Id === id)).filter((a) => a !== undefined);
  const airportGroups: OptionGroup[] = (['Popular', 'Major', 'Regional'] as const).map((group) => ({
    label: group === 'Popular' ? 'Popular' : `${group} airports`,
    options: airports.filter((a) => a.Group === group && !typed.airports.includes(a.Id)).map((a) => ({ value: String(a.Id), label: a.Airport })),
  }));
  const occupationWords = words(typed.OpNeedOccupation ?? '');

  return (
    <section className="form-section" aria-labelledby="need-heading">
      <h2 id="need-heading">The applicant and why they need an {card}</h2>
      <TextField id={fieldId('ApplicantFullname')} label="The applicant’s full name" maxLength={OPNEED_LIMITS.applicantFullname} value={typed.ApplicantFullname} error={message('ApplicantFullname')} onChange={(v) => set('ApplicantFullname', v)} />
      <RadioGroup
        id={fieldId('OperationalNeedType')}
        legend="Who is confirming the need?"
        value={typed.OperationalNeedType}
        options={opNeedTypes.map((type) => ({ value: type, label: SIGNER_TYPE_LABELS[type] }))}
        error={message('OperationalNeedType')}
        onChange={(v) => set('OperationalNeedType', v as typeof typed.OperationalNeedType)}
      />
      <SelectField
        id={fieldId('OperationalNeedId')}
        label="The applicant’s operational need"
        hint="The reason their work needs the card."
        value={typed.OperationalNeedId === null ? '' : String(typed.OperationalNeedId)}
        options={[]}
        groups={groups}
        error={message('OperationalNeedId')}
        onChange={(v) => set('OperationalNeedId', v ? Number(v) : null)}
      />
      <TextAreaField
        id={fieldId('OpNeedOccupation')}
        label="What the applicant does in their work"
        hint={`At least 10 words. ${occupationWords === 1 ? '1 word' : `${occupationWords} words`} so far.`}
        value={typed.OpNeedOccupation}
        error={message('OpNeedOccupation')}
        onChange={(v) => set('OpNeedOccupation', v)}
      />
      {!white && (
        <SelectField
          id={fieldId('OpNeedAccessFreq')}
          label={cardType === 'msic' ? 'How often they need to enter maritime security zones' : 'How often they need to enter secure areas'}
          value={typed.OpNeedAccessFreq ?? ''}
          options={lookups.accessFrequencies.items.map((o) => ({ value: o.Value, label: o.Label }))}
          error={message('OpNeedAccessFreq')}
          onChange={(v) => set('OpNeedAccessFreq', v)}
        />
      )}
      {cardType === 'asic' && !white && (
        <div className={`field${message('airports') ? ' field--error' : ''}`}>
          <h3 className="field__label" id="airports-heading">Airports the applicant works at</h3>
          {message('airports') && (
            <p className="field__error" id={`${fieldId('airports')}-error`}>
              <span className="visually-hidden">Error: </span>
              {message('airports')}
            </p>
          )}
          <ul className="chosen-airports" aria-labelledby="airports-heading">
            {chosen.map((airport) => (
              <li key={airport.Id}>
                {airport.Airport}{' '}
                <button type="button" className="link-button" onClick={() => set('airports', typed.airports.filter((id) => id !== airport.Id))}>
                  Remove<span className="visually-hidden"> {airport.Airport}</span>
                </button>
              </li>
            ))}
            {chosen.length === 0 && <li>None chosen yet.</li>}
          </ul>
          <div className="add-airport">
            <SelectField id={fieldId('airports')} label="Add an airport" optional value={adding} options={[]} groups={airportGroups} onChange={setAdding} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (adding) set('airports', [...typed.airports, Number(adding)]);
                setAdding('');
              }}
            >
              Add airport
            </button>
          </div>
        </div>
      )}
      <RadioGroup
        id={fieldId('Sponsored')}
        legend="Does your organisation sponsor the applicant’s card?"
        hint="A sponsor pays for the card or takes responsibility for the applicant while they hold it."
        inline
        value={typed.Sponsored}
        options={[{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }]}
        error={message('Sponsored')}
        onChange={(v) => set('Sponsored', v as 'Y' | 'N')}
      />
      {typed.Sponsored === 'Y' && (
        <SelectField
          id={fieldId('SponsoredYears')}
          label="For how many years?"
          value={typed.SponsoredYears ? String(typed.SponsoredYears) : ''}
          options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: n === 1 ? '1 year' : `${n} years` }))}
          error={message('SponsoredYears')}
          onChange={(v) => set('SponsoredYears', v ? Number(v) : null)}
        />
      )}
    </section>
  );
});
