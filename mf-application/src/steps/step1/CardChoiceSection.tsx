import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { cardName, type CardType } from '@cards/shared/brand';
import { CLEARED_ANSWER_TEXT, cardChangeClears, cardTypeOf, mayChangeCard, withCardType } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { RadioGroup, fieldId } from '@cards/shared/ui';

const CARD_USE: Record<CardType, string> = {
  asic: 'aviation: the secure areas of security controlled airports',
  msic: 'maritime: the security zones of ports, ships and offshore oil and gas facilities',
};

/**
 * The start of step 1 names the card applied for (or renewed), and on a brand that issues both lets it be
 * changed while the draft is young (domain/card-choice.ts, the api's rule too). A change that would clear answers is
 * confirmed first, with what it clears listed; the outcome is announced in a live region that is always there.
 */
export const CardChoiceSection = observer(function CardChoiceSection() {
  const { draft, session } = useRootStore();
  const brand = session.brandData;
  const data = draft.data;
  const current = cardTypeOf(data);
  const [pending, setPending] = useState<CardType | null>(null);
  const [outcome, setOutcome] = useState('');
  const name = (type: CardType) => cardName(brand, type);
  const renewal = data._renew === true;
  const changeable = mayChangeCard(data, brand);
  const others = brand.cardTypes.filter((type) => type !== current);

  const change = (to: CardType) => {
    const cleared = cardChangeClears(draft.data, to);
    session.setCardType(to);
    draft.update(withCardType(draft.data, to));
    setPending(null);
    setOutcome(`You are now ${renewal ? 'renewing your' : 'applying for an'} ${name(to)}.${cleared.length > 0 ? ` We cleared ${cleared.map((c) => CLEARED_ANSWER_TEXT[c]).join('; ')}.` : ''}`);
  };
  const choose = (value: string) => {
    const to = value as CardType;
    if (to === current) setPending(null);
    else if (cardChangeClears(draft.data, to).length > 0) setPending(to);
    else change(to);
  };
  const wouldClear = others.flatMap((to) => cardChangeClears(data, to));
  const pendingClears = pending ? cardChangeClears(data, pending) : [];

  return (
    <section className="form-section" aria-labelledby="card-choice-heading">
      <h2 id="card-choice-heading">{renewal ? `Renewing your ${name(current)}` : `Applying for an ${name(current)}`}</h2>
      {changeable ? (
        <RadioGroup
          id={fieldId('_cardType')}
          legend={renewal ? 'Which card are you renewing?' : 'Which card are you applying for?'}
          hint={
            wouldClear.length > 0
              ? `You can change the card until you finish step 3. Changing it clears the answers that belong to the other card: ${[...new Set(wouldClear)].map((c) => CLEARED_ANSWER_TEXT[c]).join('; ')}.`
              : 'You can change the card until you finish step 3. The questions about the card itself come in step 3, so changing it now clears nothing you have answered.'
          }
          value={pending ?? current}
          options={brand.cardTypes.map((type) => ({ value: type, label: `An ${name(type)} (${CARD_USE[type]})` }))}
          onChange={choose}
        />
      ) : (
        <p>
          {renewal ? `You are renewing your ${name(current)}.` : `You are applying for an ${name(current)} (${CARD_USE[current]}).`}
          {brand.cardTypes.length > 1 && ` The card cannot be changed now that its details are complete: to apply for an ${others.map(name).join(' or ')}, start a new application.`}
        </p>
      )}
      {pending && (
        <div className="notice notice--warning" role="group" aria-labelledby="card-change-heading">
          <h3 id="card-change-heading">Change to an {name(pending)}?</h3>
          <p>Changing the card clears:</p>
          <ul>
            {pendingClears.map((c) => <li key={c}>{CLEARED_ANSWER_TEXT[c]}</li>)}
          </ul>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => change(pending)}>Change to an {name(pending)}</button>
            <button type="button" className="button button--secondary" onClick={() => setPending(null)}>Keep my {name(current)}</button>
          </div>
        </div>
      )}
      <p role="status" id="card-choice-outcome" className="card-choice__outcome">{outcome}</p>
    </section>
  );
});
