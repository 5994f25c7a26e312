import { observer } from 'mobx-react-lite';
import { useRootStore } from '@cards/shared/stores';
import { FieldGroup, RadioGroup, TextField, fieldId } from '@cards/shared/ui';
import { optionList } from '@cards/shared/validation';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';


/** SPEC §2 step 1: email with confirmation, phone numbers and the preferred one. */
export const ContactSection = observer(function ContactSection({ form }: { form: FieldErrorsSource }) {
  const { draft } = useRootStore();
  const data = draft.data;
  const bind = draftBinder(draft, form);
  return (
    <section className="form-section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">How we contact you</h2>
      <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} {...bind('Email')} />
      <TextField label="Email address again" hint="So we can be sure it is right." type="email" autoComplete="off" spellCheck={false} {...bind('EmailConfirm')} />
      {/* One question with three answers: the rule 'at least one' and its error belong to the group (SPEC §5). */}
      <FieldGroup id={fieldId('_phones')} legend="Phone numbers" hint="Give at least one." error={form.errorFor('_phones')}>
        <TextField label="Mobile number" required={false} type="tel" autoComplete="mobile tel" {...bind('Mobilephonenumber')} />
        <TextField label="Home phone number" required={false} type="tel" autoComplete="home tel" {...bind('Homephonenumber')} />
        <TextField label="Work phone number" required={false} type="tel" autoComplete="work tel" {...bind('Workphonenumber')} />
      </FieldGroup>
      <RadioGroup
        id={fieldId('Prefcontact')}
        legend="Which number should we call first?"
        inline
        options={optionList('Prefcontact')}
        value={data.Prefcontact}
        error={form.errorFor('Prefcontact')}
        onChange={(value) => draft.update({ Prefcontact: value as typeof data.Prefcontact })}
      />
    </section>
  );
});
