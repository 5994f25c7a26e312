import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@cards/shared/stores';
import { RadioGroup, fieldId } from '@cards/shared/ui';

/**
 * What to bring to any interview: the four kinds of document of the submission email (docs/sources.md). The status
 * page's own words, so they ship with this remote rather than the shared package.
 */
const DOCUMENTS_TO_BRING: readonly string[] = [
  'your full birth certificate, citizenship certificate, or visa with your passport',
  'a document with your photo and signature, such as your driver licence or passport',
  'a document that shows you use your identity in the community, such as your Medicare card',
  'a document with your current address, if none of the others shows it',
];

/**
 * Where and how the applicant can still lodge (GET /api/people/{id}/lodgement-options), until lodgement. Where the
 * brand offers more than one way, the applicant can change the choice recorded in ExtraData.lodgementOption.
 */
export const LodgementSection = observer(function LodgementSection() {
  const { person } = useRootStore();
  const [problem, setProblem] = useState<string | null>(null);
  const lodgement = person.lodgement;
  if (!lodgement || lodgement.lodged || lodgement.options.length === 0) return null;
  const chosen = lodgement.options.find((o) => o.value === lodgement.chosen) ?? lodgement.options[0]!;

  const choose = (value: string) => {
    setProblem(null);
    person.chooseLodgement(value).catch(() => setProblem('We could not change where you lodge just now. Try again in a minute.'));
  };

  return (
    <section aria-labelledby="lodge-heading">
      <h2 id="lodge-heading">Where to go for your interview</h2>
      {lodgement.options.length > 1 && (
        <RadioGroup
          id={fieldId('lodgementOption')}
          legend="How do you want to lodge your application?"
          options={lodgement.options.map((o) => ({ value: o.value, label: o.title }))}
          value={chosen.value}
          onChange={choose}
          error={problem ?? undefined}
        />
      )}
      <p>
        <strong>{chosen.title}.</strong> {chosen.where}
      </p>
      {chosen.address && <p>Address: {chosen.address}</p>}
      <h3>What to bring</h3>
      <p>Your original documents (we cannot accept copies):</p>
      <ul>
        {DOCUMENTS_TO_BRING.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
});
