import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { opNeedSigner } from '@cards/shared/domain';
import { useBrand, useRootStore } from '@cards/shared/stores';
import { SignaturePad, fieldId, type Signature } from '@cards/shared/ui';
import type { FieldErrorsSource } from '../bind.ts';

/**
 * A self-employed applicant or a private pilot confirms their own operational need, so they sign the
 * statement here rather than by an emailed link. The signature is saved as soon as it counts, and shown back.
 */
export const SignatureSection = observer(function SignatureSection({ form }: { form: FieldErrorsSource }) {
  const { draft } = useRootStore();
  const brand = useBrand();
  const [saved, setSaved] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signer = opNeedSigner(draft.data, brand);
  const signatureFile = draft.data._signatureFile;

  useEffect(() => {
    if (signer !== 'applicant' || !signatureFile) return;
    let live = true;
    void draft.getSignature().then((image) => live && setSaved(image), () => undefined);
    return () => {
      live = false;
    };
  }, [draft, signer, signatureFile]);

  if (signer !== 'applicant') return null;
  const save = async (signature: Signature | null) => {
    if (!signature) return;
    setProblem(null);
    if (await draft.saveSignature(signature.dataUrl)) {
      setSaved(signature.dataUrl);
      setSigning(false);
    } else {
      setProblem('Your signature could not be saved just now. Please sign again in a moment.');
    }
  };

  return (
    <section className="form-section" aria-labelledby="signature-heading">
      <h2 id="signature-heading">Sign your statement of operational need</h2>
      <p>
        You confirm your own operational need, so you sign the statement yourself. By signing you declare that your work
        needs the card as you described it in step 3.
      </p>
      {signatureFile && saved && !signing ? (
        <>
          <p>Your signature:</p>
          <img className="saved-signature" src={saved} alt="Your saved signature" />
          <p>
            <button type="button" className="link-button" onClick={() => setSigning(true)}>
              Sign again
            </button>
          </p>
        </>
      ) : (
        <SignaturePad
          id={fieldId('_signatureFile')}
          label="Your signature"
          hint="Draw your signature in the box with a mouse, finger or stylus, or type your full name instead."
          error={form.errorFor('_signatureFile')}
          onChange={(signature) => void save(signature)}
        />
      )}
      {problem && (
        <p className="step-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
});
