import type { FieldErrorsSource } from '../bind.ts';
import { PaymentSection } from './PaymentSection.tsx';
import { SignatureSection } from './SignatureSection.tsx';
import { TermsSection } from './TermsSection.tsx';
import type { Confirm } from './use-confirm.ts';

/**
 * The button that sends the application. While it works the button says it is busy (aria-disabled, so focus stays
 * on it) and a live region says so; clicks meanwhile do nothing (useSubmitApplication).
 */
export function ConfirmActions({ confirm }: { confirm: Pick<Confirm, 'sending' | 'problem'> }) {
  return (
    <>
      {confirm.problem && (
        <p className="step-problem" role="alert">
          {confirm.problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={confirm.sending ? true : undefined}>
          Confirm and send your application
        </button>
      </div>
      <p className="confirm-status" role="status">
        {confirm.sending ? 'Sending your application…' : ''}
      </p>
    </>
  );
}

/**
 * The end of the last step: payment and price, the terms, and the confirm button. Inside the step's <form>, whose
 * onSubmit is `confirm.submit` (useConfirm).
 */
export function ConfirmSection({ form, confirm }: { form: FieldErrorsSource; confirm: Confirm }) {
  return (
    <>
      <PaymentSection form={form} />
      <SignatureSection form={form} />
      <TermsSection form={form} />
      <ConfirmActions confirm={confirm} />
    </>
  );
}
