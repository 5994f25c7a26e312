import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import type { ForeignCard } from '@cards/shared/api';
import { longDate } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { LoadingIndicator, Page } from '@cards/shared/ui';
import { InductionList, theInduction } from './InductionList.tsx';
import './foreign-card.css';

/** The card's holder, its number as the api masks it (read out as its last characters) and its expiry. */
function CardDetails({ card }: { card: ForeignCard }) {
  const shown = card.CardNumber.replace(/[^A-Za-z0-9]/g, '');
  return (
    <section aria-labelledby="card-heading">
      <h2 id="card-heading">Your card</h2>
      <dl className="foreign-card">
        <div>
          <dt>Name</dt>
          <dd>{`${card.Firstname} ${card.Surname}`.trim()}</dd>
        </div>
        <div>
          <dt>Card number</dt>
          <dd>
            <span aria-hidden="true">{card.CardNumber}</span>
            <span className="visually-hidden">ending in {shown.slice(-3)}</span>
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{longDate(card.MsicExpiry)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Inductions({ card }: { card: ForeignCard }) {
  const left = card.inductions.filter((item) => !item.completedAt).length;
  return (
    <section aria-labelledby="inductions-heading">
      <h2 id="inductions-heading">Your inductions</h2>
      {card.inductions.length === 0 ? (
        <p>You are not enrolled in any inductions with this card.</p>
      ) : left === 0 ? (
        <p className="notice">You have completed all your inductions. There is nothing more to do here.</p>
      ) : (
        <p>
          {left === 1 ? 'You have 1 induction to complete.' : `You have ${left} inductions to complete.`} You can stop at any
          time: the link takes you back to where you left off.
        </p>
      )}
      <InductionList
        items={card.inductions}
        link={(item) => (
          <>
            Start or continue<span className="visually-hidden"> {theInduction(item.inductionName)}</span>
          </>
        )}
      />
      <p>Keep the address of this page, for example as a bookmark: it is how you come back to your inductions.</p>
    </section>
  );
}

/**
 * SPEC §2 induction-status: the inductions of a card issued elsewhere, reached by its id and unguessable RandomId.
 * Without both, or when the card does not load, this is the 404 page (SPEC §8).
 */
function ForeignCardStatusPage() {
  const { id = '', randomId = '' } = useParams();
  const { foreignCard } = useRootStore().induction;
  const missing = !id || !randomId;
  useEffect(() => {
    if (missing) return;
    void foreignCard.load(id, randomId);
    return () => foreignCard.forget();
  }, [foreignCard, missing, id, randomId]);
  const held = foreignCard.isFor(id, randomId);
  if (missing || (held && (foreignCard.status === 'missing' || foreignCard.status === 'failed'))) return <Navigate to="/404" replace />;
  const card = held ? foreignCard.card : null;
  return (
    <Page title="Induction status">
      {!card ? (
        <LoadingIndicator label="Loading your inductions" />
      ) : (
        <>
          <CardDetails card={card} />
          <Inductions card={card} />
        </>
      )}
    </Page>
  );
}

export default observer(ForeignCardStatusPage);
