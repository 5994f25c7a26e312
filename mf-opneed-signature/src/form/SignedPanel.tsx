import { longDate } from '@cards/shared/domain';
import type { OpNeedForm } from '@cards/shared/api';

const dateText = (iso: string | null) => (iso ? longDate(iso) : '');

/** A signed statement cannot be changed (issue 13: 409); the signer is told it is done. */
export function SignedPanel({ form }: { form: OpNeedForm }) {
  return (
    <div className="notice opneed-signed" role="status">
      <h2 className="notice__title">Signed{form.signedAt ? ` on ${dateText(form.signedAt)}` : ''}</h2>
      <p>
        Thank you. The statement for {form.ApplicantFullname || 'the applicant'} is signed and with our office. It can no longer
        be changed. The applicant can download the signed letter from their tracking page.
      </p>
    </div>
  );
}
