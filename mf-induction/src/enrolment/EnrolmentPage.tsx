import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { cardName } from '@cards/shared/brand';
import type { InductionListItem } from '@cards/shared/api';
import { givenInductionAirports, inductionAirportIds, isInductionCompany, type InductionCompany } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { LoadingIndicator, Page, PageData } from '@cards/shared/ui';
import { CheckEmailPanel } from './CheckEmailPanel.tsx';
import { EnrolledPanel } from './EnrolledPanel.tsx';
import { EnrolmentForm } from './EnrolmentForm.tsx';
import { InductionBrandsInfo } from './InductionBrandsInfo.tsx';
import './enrolment.css';

/** How long the emailed enrolment link works (the api's INDUCTION_ENROLMENT_LINK_TTL_MS default), for the page's words. */
const LINK_HOURS = 24;

type View =
  | { kind: 'form' }
  | { kind: 'check-email' }
  | { kind: 'confirming' }
  | { kind: 'enrolled'; inductions: InductionListItem[]; cardType?: 'asic' | 'msic' }
  | { kind: 'link-problem'; message: string };

/** The emailed link's token, after '#': browsers never send that part to a server. */
function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

const Enrolment = observer(function Enrolment({ company }: { company: InductionCompany }) {
  const { induction, lookups, session } = useRootStore();
  const product = session.brandData.product;
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>(() => (tokenIn(location.hash) ? { kind: 'confirming' } : { kind: 'form' }));
  // The link's token is sent once, even where effects run twice, then taken out of the address bar.
  const sentToken = useRef<string | null>(null);
  useEffect(() => {
    const token = tokenIn(location.hash);
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    setView({ kind: 'confirming' });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    void induction.confirmEnrolment(token).then((outcome) => {
      setView(outcome.kind === 'enrolled'
        ? { kind: 'enrolled', inductions: outcome.inductions, cardType: outcome.cardType }
        : { kind: 'link-problem', message: outcome.kind === 'problem' ? outcome.message : 'We could not finish your enrolment.' });
    });
  }, [location.hash, location.pathname, location.search, navigate, induction]);
  // SPEC §2: countries, states and the suburb search's data are loaded on arrival; the airport list names adg's
  // choices, and the suburbs of the states its airports are in are the likeliest to be searched.
  useEffect(() => {
    void lookups.countries.load();
    void lookups.states.load();
    void lookups.airports.load().then((airports) => {
      const states = airports.filter((a) => inductionAirportIds(company).includes(a.Id)).map((a) => a.State);
      for (const state of new Set(states)) if (state) void lookups.localities.load(state);
    });
  }, [lookups, company]);

  if (view.kind === 'confirming') {
    return (
      <Page title="Finishing your enrolment">
        <LoadingIndicator label="Finishing your enrolment" />
      </Page>
    );
  }
  if (view.kind === 'enrolled') {
    return <EnrolledPanel inductions={view.inductions} product={product} card={cardName({ product }, view.cardType)} />;
  }
  if (view.kind === 'check-email') return <CheckEmailPanel product={product} hours={LINK_HOURS} onAgain={() => setView({ kind: 'form' })} />;
  return (
    <Page title="Enrol in a security induction">
      {view.kind === 'link-problem' && <p className="step-problem" role="alert">{view.message}</p>}
      <p>
        Use this form if you already hold an {product} or MSIC and need the airport’s security induction. If you applied
        for your card with us, we email a link to the address on your application to finish enrolling; with a card
        from another issuer you can start the induction online straight away.
      </p>
      <PageData of={givenInductionAirports(company) === null ? [lookups.states, lookups.airports] : [lookups.states]} keepContent />
      <EnrolmentForm company={company} onEnrolled={(inductions) => setView({ kind: 'enrolled', inductions })}
        onCheckEmail={() => setView({ kind: 'check-email' })} />
    </Page>
  );
});

/**
 * SPEC §2 induction-enrolment: the session's brand decides. adg and bne enrol card holders in their inductions;
 * every other brand is told where induction-only enrolment is offered.
 */
function EnrolmentPage() {
  const company = useRootStore().session.brand;
  return isInductionCompany(company) ? <Enrolment key={company} company={company} /> : <InductionBrandsInfo />;
}

export default observer(EnrolmentPage);
