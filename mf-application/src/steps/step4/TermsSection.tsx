import { observer } from 'mobx-react-lite';
import { buildPath } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, fieldId } from '@cards/shared/ui';
import type { FieldErrorsSource } from '../bind.ts';

/**
 * The terms checkboxes of step 4 (SPEC §2): the terms and conditions, and the declaration that the answers are true
 * and complete. The offence is Criminal Code s 137.1 (docs/sources.md 'Declaration').
 */
export const TermsSection = observer(function TermsSection({ form }: { form: FieldErrorsSource }) {
  const { draft, session } = useRootStore();
  const data = draft.data;
  return (
    <section className="form-section" aria-labelledby="terms-heading">
      <h2 id="terms-heading">Terms and declaration</h2>
      {/* The link sits outside the label, so a click on it never ticks the box. */}
      <p>
        <a href={buildPath('terms', session.brandData.product)} target="_blank" rel="noopener noreferrer">
          Read the terms and conditions (opens in a new tab)
        </a>
      </p>
      <Checkbox
        id={fieldId('_termsAccepted')}
        label="I have read and agree to the terms and conditions"
        checked={data._termsAccepted === true}
        error={form.errorFor('_termsAccepted')}
        onChange={(checked) => draft.update({ _termsAccepted: checked })}
      />
      <Checkbox
        id={fieldId('_declarationAccepted')}
        label="I declare that the answers I have given are true and complete"
        hint="Giving false or misleading information on purpose is a criminal offence."
        checked={data._declarationAccepted === true}
        error={form.errorFor('_declarationAccepted')}
        onChange={(checked) => draft.update({ _declarationAccepted: checked })}
      />
    </section>
  );
});
