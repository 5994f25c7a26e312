import { observer } from 'mobx-react-lite';
import { withAddressCountry, type Address } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { SelectField, TextField, fieldId } from '@cards/shared/ui';
import { countryOptions, stateOptions } from '../options.ts';
import { SuburbSearch } from './SuburbSearch.tsx';

type Form = { errorFor: (path: string) => string | undefined };

/** One address: country first (changing it clears the rest, SPEC §5), then the fields for that country. */
export const AddressFields = observer(function AddressFields({ path, address, onChange, form, dates }: {
  /** Draft path of the address, e.g. `_address.0` or `_postalAddress`. */
  path: string;
  address: Address;
  onChange: (address: Address) => void;
  form: Form;
  /** Which dates to ask: the current address has a start; a previous one has a start and an end. */
  dates: 'none' | 'from' | 'from-to';
}) {
  const { lookups } = useRootStore();
  const p = (name: string) => `${path}.${name}`;
  const australian = (address.Country ?? 'AU') === 'AU';
  const set = (changes: Partial<Address>) => onChange({ ...address, ...changes });
  const field = (name: keyof Address) => ({
    id: fieldId(p(name)),
    value: address[name] ?? '',
    onChange: (value: string) => set({ [name]: value }),
    error: form.errorFor(p(name)),
  });

  return (
    <>
      <SelectField
        label="Country"
        options={countryOptions(lookups.countries.items)}
        {...field('Country')}
        value={address.Country ?? 'AU'}
        onChange={(value) => onChange(withAddressCountry(address, value))}
      />
      <TextField label="Street address" hint="For example 12 Smith Street or Unit 3/45 Main Road." autoComplete="address-line1" maxLength={100} {...field('Line1')} />
      {australian ? (
        <>
          <SelectField
            label="State or territory"
            options={stateOptions(lookups.states.items)}
            {...field('State')}
            onChange={(value) => set({ State: value, Localityname: '', Postcode: '' })}
          />
          <SuburbSearch
            id={fieldId(p('Localityname'))}
            state={address.State}
            value={address.Localityname ?? ''}
            error={form.errorFor(p('Localityname'))}
            onType={(text) => set({ Localityname: text, Postcode: '' })}
            onChoose={(locality) => set({ Localityname: locality.name, Postcode: locality.code, State: locality.state })}
          />
          <TextField label="Postcode" inputMode="numeric" maxLength={5} className="field--short" autoComplete="postal-code" {...field('Postcode')} />
        </>
      ) : (
        <>
          <TextField label="Suburb, town or city" maxLength={50} {...field('Localityname')} />
          <TextField label="State, province or region" optional maxLength={50} {...field('State')} />
          <TextField label="Postcode" optional maxLength={10} autoComplete="postal-code" {...field('Postcode')} />
        </>
      )}
      {dates !== 'none' && (
        <TextField label="Date you moved in" type="date" max={new Date().toISOString().slice(0, 10)} {...field('FromDate')} />
      )}
      {dates === 'from-to' && (
        <TextField label="Date you moved out" hint="The day you moved to your current address." type="date" readOnly {...field('ToDate')} />
      )}
    </>
  );
});
