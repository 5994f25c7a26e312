import { useEffect, useRef } from 'react';
import { longDate } from '@cards/shared/domain';
import type { OpNeedForm } from '@cards/shared/api';

const dateText = (iso: string | null) => (iso ? longDate(iso) : '');

/**
 * A signed statement cannot be changed (409); the signer is told it is done. Just signed, its heading takes
 * focus, which reads it out: a live region made together with its text is often not read.
 */
export function SignedPanel({ form, focus = false }: { form: OpNeedForm; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="notice opneed-signed">
      <h2 className="notice__title" tabIndex={-1} ref={heading}>Signed{form.signedAt ? ` on ${dateText(form.signedAt)}` : ''}</h2>
      <p>
        Thank you. The statement for {form.ApplicantFullname || 'the applicant'} is signed and with our office. It can no longer
        be changed. The applicant can download the signed letter from their tracking page.
      </p>
    </div>
  );
}
