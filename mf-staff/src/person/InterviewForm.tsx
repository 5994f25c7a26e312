import { useState } from 'react';
import {
  identityCheckProblems, interviewDocumentCategories, interviewDocuments, type IdentityCheck, type InterviewDocumentCategory,
} from '@cards/shared/domain/interview-documents';
import { Checkbox, FieldGroup } from '@cards/shared/ui';
import { ActionForm } from './ActionForm.tsx';

const categories = Object.keys(interviewDocumentCategories) as InterviewDocumentCategory[];

/**
 * Recording the interview: the original documents seen, by category A–D (and linking documents), and whether they
 * satisfy the rules, worked out as they are ticked with the function the api checks them with.
 */
export function InterviewForm() {
  const [check, setCheck] = useState<IdentityCheck>({ seen: [], originals: false, addressShown: false, nameDiffers: false });
  const problems = identityCheckProblems(check);
  const toggle = (id: string, on: boolean) => setCheck((c) => ({ ...c, seen: on ? [...c.seen, id] : c.seen.filter((s) => s !== id) }));
  return (
    <ActionForm
      title="Record the interview"
      submitLabel="Record the interview"
      action="interview"
      dated
      sentMessage="The interview is recorded."
      build={() => (problems.length > 0
        ? { errors: { documents: 'The documents seen do not satisfy the identity rules yet' } }
        : { body: { documents: check } })}
      onSent={() => setCheck({ seen: [], originals: false, addressShown: false, nameDiffers: false })}
    >
      {(errors, idOf) => (
        <>
          <FieldGroup id={idOf('documents')} legend="Original documents seen" error={errors.documents}
            hint="One from each of categories A, B and C. Category D only when none of those shows the current address.">
            {categories.map((category) => (
              <fieldset className="fieldset identity-category" key={category}>
                <legend>{interviewDocumentCategories[category]}</legend>
                {interviewDocuments.filter((d) => d.category === category).map((document) => (
                  <Checkbox key={document.id} id={idOf(`seen.${document.id}`)} label={document.name}
                    checked={check.seen.includes(document.id)} onChange={(on) => toggle(document.id, on)} />
                ))}
              </fieldset>
            ))}
          </FieldGroup>
          <Checkbox id={idOf('originals')} label="Every document was an original: no copies, photos, scans or certified copies"
            checked={check.originals} onChange={(originals) => setCheck((c) => ({ ...c, originals }))} />
          <Checkbox id={idOf('addressShown')} label="A category A, B or C document shows the current address"
            checked={check.addressShown} onChange={(addressShown) => setCheck((c) => ({ ...c, addressShown }))} />
          <Checkbox id={idOf('nameDiffers')} label="The name is not the same on every document"
            checked={check.nameDiffers} onChange={(nameDiffers) => setCheck((c) => ({ ...c, nameDiffers }))} />
          <div role="status" className="identity-result">
            {problems.length === 0 ? (
              <p><strong>The documents satisfy the identity rules.</strong></p>
            ) : (
              <>
                <p><strong>The documents do not satisfy the identity rules yet:</strong></p>
                <ul>
                  {problems.map((problem) => <li key={problem}>{problem}</li>)}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </ActionForm>
  );
}
