import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { buildPath, cardName } from '@cards/shared/brand';
import { errorStatus } from '@cards/shared/api';
import { statusView } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { ConfirmationPanel, LoadFailed, LoadingIndicator, Page, submittedFrom, useDocumentTitle } from '@cards/shared/ui';
import { DocumentsSection } from './DocumentsSection.tsx';
import { OpNeedSection } from './OpNeedSection.tsx';
import { InductionsSection } from './InductionsSection.tsx';
import { LodgementSection } from './LodgementSection.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { atPostOffice, basedOnText, cardNameOf, nextStepText, payText } from './stage-text.ts';
import './status.css';

type Load = 'loading' | 'loaded' | 'failed';

/**
 * SPEC §2 status: the application's stages with their dates and what comes next, where to lodge, who
 * confirms the need, and signing out. Just after sending, the confirmation panel heads the page. Only the
 * person's own token loads it: another person's id (403) is treated as signed out, an unknown one goes to /404.
 */
function StatusPage() {
  const { person, session } = useRootStore();
  const { peopleId } = useParams();
  const navigate = useNavigate();
  const submitted = submittedFrom(useLocation().state);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const product = session.brandData.product;
  const firstStage = person.status === null || statusView(person.status, new Date()).stages.filter((s) => s.done).length === 1;
  useDocumentTitle(submitted && firstStage ? 'Application submitted' : 'Your application');
  const store = useRootStore();

  // SPEC §4 'Idle handling': on the status page, a timeout clears the draft, signs out and goes to session-expired.
  useEffect(
    () => session.registerTimeoutHandler('status-page', async () => {
      store.draft.clear();
      await person.signOut();
      void navigate(buildPath('session-expired', product), { state: { signedOut: true } });
    }),
    [store, session, person, navigate, product],
  );

  useEffect(() => {
    const id = Number(peopleId);
    if (!Number.isInteger(id) || id < 1) {
      void navigate('/404', { replace: true });
      return;
    }
    let live = true;
    person.loadStatus(id).then(
      () => live && setLoad('loaded'),
      (error: unknown) => {
        if (!live) return;
        const status = errorStatus(error);
        if (status === 403) {
          void person.signOut().then(() => navigate(buildPath('track', cardName(session.brandData, session.cardType)), { replace: true }));
        } else if (status === 404 || status === 400) {
          void navigate('/404', { replace: true });
        } else if (status !== 401) {
          // A 401 has signed out and left already (http.ts).
          setLoad('failed');
        }
      },
    );
    return () => {
      live = false;
    };
  }, [peopleId, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- the store and router are the page's own

  const signOut = () => {
    void person.signOut().then(() => window.location.reload());
  };

  const status = person.status;
  // The 'Application submitted' panel belongs to the first stage only: the navigation state that brings it survives a
  // reload, and it stayed up through dispatch.
  const panel = submitted && (load !== 'loaded' || (status !== null && statusView(status, new Date()).stages.filter((s) => s.done).length === 1))
    ? submitted : null;
  const body = load === 'loading' ? <LoadingIndicator label="Loading your application" />
    : load === 'failed' || !status ? <LoadFailed message="We could not load your application just now." onRetry={() => setAttempt((n) => n + 1)} />
      : (() => {
        const view = statusView(status, new Date());
        const card = cardNameOf(status, product);
        const basedOn = basedOnText(status, product);
        const pay = payText(status);
        return (
          <>
            <dl className="status-summary">
              <div><dt>Tracking number</dt><dd>{status.TrackingNumber}</dd></div>
              <div><dt>Card</dt><dd>{card}</dd></div>
            </dl>
            {basedOn && <p className="notice">{basedOn}</p>}
            <section aria-labelledby="progress-heading">
              <h2 id="progress-heading">Progress</h2>
              <StatusTimeline view={view} labelledBy="progress-heading" />
              <p className={view.current === 'processed' ? 'notice notice--important' : 'notice'}>
                <strong>{view.current === 'processed' ? 'Processed. ' : 'What happens next: '}</strong>
                {nextStepText(view.current, status, product)}
              </p>
            </section>
            {pay && (
              <section aria-labelledby="pay-heading">
                <h2 id="pay-heading">Paying your fee</h2>
                <p>{pay}</p>
                <p>
                  <Link className="button button--secondary" to={buildPath('payment', product, { peopleId: status.Id })}>
                    Pay your fee by card
                  </Link>
                </p>
              </section>
            )}
            {status._interviewedAt === null && <LodgementSection />}
            <DocumentsSection status={status} />
            <OpNeedSection status={status} />
            <InductionsSection />
            <section aria-labelledby="duties-heading">
              <h2 id="duties-heading">Once you have your card</h2>
              <p>
                The law asks card holders to report a lost, stolen or damaged card, a change of name and a card no longer
                needed, each by a deadline. <Link to={buildPath('card-holder-duties', product)}>Your duties as a card holder</Link>{' '}
                says what to do and has a form for each.
              </p>
            </section>
          </>
        );
      })();

  return (
    <div className="status-page">
      <div className="status-page__account">
        <button type="button" className="button button--secondary" onClick={signOut}>
          Sign out
        </button>
      </div>
      {panel ? (
        <div className="page">
          <ConfirmationPanel
            trackingNumber={panel.trackingNumber}
            email={panel.email}
            firstStep={status && atPostOffice(status) ? nextStepText('interview', status, product) : undefined}
          />
          <h2>Your application</h2>
          {body}
        </div>
      ) : (
        <Page title="Your application">{body}</Page>
      )}
    </div>
  );
}

export default observer(StatusPage);
