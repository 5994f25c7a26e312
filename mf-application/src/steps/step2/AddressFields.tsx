import { observer } from 'mobx-react-lite';
import { AUSTRALIA, AUSTRALIAN_POSTCODE_LENGTH, isAustralia, withAddressCountry, type PostalAddress } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { SelectField, SuburbSearch, TextField } from '@cards/shared/ui';
import { partBinder, type FieldErrorsSource } from '../bind.ts';
import { countryOptions, stateOptions } from '../options.ts';

/** One address: country first (changing it clears the rest, SPEC §5), then the fields for that country. */
export const AddressFields = observer(function AddressFields({ path, address, onChange, form, dates, max }: {
  /** Draft path of the address: `_address.0`, `_address.1` or `_postalAddress`. */
  path: `_address.${number}` | '_postalAddress';
  address: PostalAddress;
  /** The whole address after a change, for the rules about the whole history (SPEC §5). */
  onChange: (address: PostalAddress) => void;
  form: FieldErrorsSource;
  /** Which dates to ask: the current address has a start; a previous one has a start and an end. */
  dates: 'none' | 'from' | 'from-to';
  /** The latest date the date pickers offer (today, as a calendar date). */
  max?: string;
}) {
  const { draft, lookups } = useRootStore();
  const country = address.Country || AUSTRALIA;
  const australian = isAustralia(country);
  const set = (changes: Partial<PostalAddress>) => onChange({ ...address, ...changes });
  const bind = partBinder<PostalAddress>({ data: address, update: set }, path, draft, form);

  return (
    <>
      <SelectField
        label="Country"
        options={countryOptions(lookups.countries.items)}
        {...bind('Country')}
        value={country}
        onChange={(value) => onChange(withAddressCountry(address, value))}
      />
      <TextField label="Street address" hint="For example 12 Smith Street or Unit 3/45 Main Road." autoComplete="address-line1" {...bind('Line1')} />
      {australian ? (
        <>
          <SelectField
            label="State or territory"
            options={stateOptions(lookups.states.items)}
            {...bind('State')}
            onChange={(value) => set({ State: value, Localityname: '', Postcode: '' })}
          />
          <SuburbSearch
            id={bind('Localityname').id}
            state={address.State}
            value={address.Localityname ?? ''}
            error={bind('Localityname').error}
            onType={(text) => set({ Localityname: text, Postcode: '' })}
            onChoose={(locality) => set({ Localityname: locality.name, Postcode: locality.code, State: locality.state })}
          />
          <TextField
            label="Postcode"
            inputMode="numeric"
            className="field--short"
            autoComplete="postal-code"
            {...bind('Postcode')}
            maxLength={AUSTRALIAN_POSTCODE_LENGTH.max}
          />
        </>
      ) : (
        <>
          <TextField label="Suburb, town or city" {...bind('Localityname')} />
          <TextField label="State, province or region" optional {...bind('State')} />
          <TextField label="Postcode" optional autoComplete="postal-code" {...bind('Postcode')} />
        </>
      )}
      {dates !== 'none' && <TextField label="Date you moved in" type="date" max={max} {...bind('FromDate')} />}
      {dates === 'from-to' && (
        <TextField label="Date you moved out" hint="The day you moved to your current address." type="date" readOnly {...bind('ToDate')} />
      )}
    </>
  );
});
