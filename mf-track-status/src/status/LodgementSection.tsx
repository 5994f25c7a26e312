import { observer } from 'mobx-react-lite';
import { DOCUMENTS_TO_BRING } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';

/** Where and how the applicant can still lodge (GET /api/people/{id}/lodgement-options), until lodgement. */
export const LodgementSection = observer(function LodgementSection() {
  const { person } = useRootStore();
  const lodgement = person.lodgement;
  if (!lodgement || lodgement.lodged || lodgement.options.length === 0) return null;
  const chosen = lodgement.options.find((o) => o.value === lodgement.chosen) ?? lodgement.options[0]!;
  return (
    <section aria-labelledby="lodge-heading">
      <h2 id="lodge-heading">Where to go for your interview</h2>
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
