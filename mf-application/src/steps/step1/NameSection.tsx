import { observer } from 'mobx-react-lite';
import { addPreviousName, removePreviousName, setHasPreviousNames, setSingleName } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, RadioGroup, SelectField, TextField, fieldId } from '@cards/shared/ui';
import { optionList } from '@cards/shared/validation';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';


const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** SPEC §2 step 1 names: name, the single-name option and previous names (Previous, Also known as, Maiden). */
export const NameSection = observer(function NameSection({ form }: { form: FieldErrorsSource }) {
  const { draft } = useRootStore();
  const data = draft.data;
  const names = data._previousNames ?? [];
  const single = !!data._singlename;
  const bind = draftBinder(draft, form);


  return (
    <section className="form-section" aria-labelledby="names-heading">
      <h2 id="names-heading">Your name</h2>
      <p>Enter your name exactly as it appears on your identity documents.</p>
      <Checkbox
        id={fieldId('_singlename')}
        label="I have only one name"
        checked={single}
        onChange={(checked) => draft.update(setSingleName(draft.data, checked))}
      />
      {!single && (
        <>
          <TextField label="First name" autoComplete="given-name" {...bind('Firstname')} />
          <TextField label="Middle names" optional autoComplete="additional-name" {...bind('Middlenames')} />
        </>
      )}
      <TextField
        label={single ? 'Your name' : 'Family name'}
        autoComplete={single ? 'name' : 'family-name'}
        {...bind('Surname')}
      />

      <RadioGroup
        id={fieldId('_hasPreviousNames')}
        legend="Have you ever been known by another name?"
        hint="For example a name before marriage, or a name you use at work."
        inline
        options={yesNo}
        value={data._hasPreviousNames === undefined ? undefined : data._hasPreviousNames ? 'yes' : 'no'}
        error={form.errorFor('_hasPreviousNames')}
        onChange={(value) => draft.update(setHasPreviousNames(draft.data, value === 'yes'))}
      />
      {data._hasPreviousNames &&
        names.map((_, index) => (
          <fieldset className="repeat-item fieldset" key={index}>
            <legend className="field__label">Other name {index + 1}</legend>
            <SelectField
              label="Type of name"
              options={optionList('_previousNames.n.Type')}
              {...bind(`_previousNames.${index}.Type`)}
            />
            <TextField label="First name" {...bind(`_previousNames.${index}.Firstname`)} />
            <TextField label="Middle names" optional {...bind(`_previousNames.${index}.Middlenames`)} />
            <TextField label="Family name" {...bind(`_previousNames.${index}.Surname`)} />
            <button type="button" className="button button--secondary" onClick={() => draft.update(removePreviousName(draft.data, index))}>
              Remove other name {index + 1}
            </button>
          </fieldset>
        ))}
      {data._hasPreviousNames && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => draft.update(addPreviousName(draft.data, { Type: 'Previous' }))}>
            Add another name
          </button>
        </p>
      )}
    </section>
  );
});
