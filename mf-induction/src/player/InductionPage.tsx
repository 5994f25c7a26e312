import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useParams } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { inductionNextStep } from '@cards/shared/domain';
import { useRootStore, type CheckOutcome } from '@cards/shared/stores';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { ModuleNav } from './ModuleNav.tsx';
import { ModuleView } from './ModuleView.tsx';
import { useSwipe } from './use-swipe.ts';
import './induction.css';

/** Where the browser goes when the page must leave (injected by tests). */
export const leave = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/**
 * SPEC §2 induction: the player. Side navigation of modules, a progress bar, slides and questions. It follows the
 * server: a finished induction redirects, another brand's page goes to the induction's own site (SPEC §4), and an
 * idle timeout forgets the trainee here and goes to session-expired with the induction flag.
 */
function InductionPage() {
  const { inductionID = '' } = useParams();
  const { induction, session } = useRootStore();
  const navigate = useNavigate();
  const [navOpen, setNavOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const swipe = useSwipe((direction) => {
    if (induction.step(direction)) setAnnouncement(`Module ${induction.viewing + 1}: ${induction.module?.title ?? ''}`);
  });
  const product = session.brandData.product;

  useEffect(() => {
    void induction.load(inductionID);
  }, [induction, inductionID]);

  // SPEC §4 'Idle handling': the induction resets the user and goes to session-expired with the induction flag.
  useEffect(
    () => session.registerTimeoutHandler('induction', () => {
      induction.reset();
      void navigate(`${buildPath('session-expired', product)}?induction=true`);
    }),
    [session, induction, navigate, product],
  );

  const path = `/induction/${encodeURIComponent(inductionID)}`;
  const next = induction.state ? inductionNextStep(induction.state, session.brand, path) : { kind: 'stay' as const };
  const away = next.kind === 'other-domain' ? next.to : next.kind === 'reload' ? 'reload' : '';
  useEffect(() => {
    if (away === 'reload') leave.reload();
    else if (away) leave.assign(away);
  }, [away]);

  if (induction.status === 'missing') return <Navigate to="/404" replace />;
  if (next.kind === 'redirect') return <Navigate to={next.to} replace />;
  const ready = induction.status === 'loaded' && induction.state?.id === inductionID && induction.module && next.kind === 'stay';

  const onOutcome = (outcome: CheckOutcome) => {
    if (outcome.kind === 'correct' && !outcome.finished) {
      setAnnouncement(`Correct. Module ${induction.viewing + 1} of ${induction.modules.length}: ${induction.module?.title ?? ''}`);
    } else if (outcome.kind === 'correct') {
      setAnnouncement('Correct. You have finished the induction.');
    } else {
      setAnnouncement('');
    }
  };

  return (
    <Page title={induction.program?.name ?? 'Security induction'} className="induction-page">
      {induction.status === 'failed' && (
        <LoadFailed message="The induction did not load. Check your internet connection, then try again." onRetry={() => void induction.load(inductionID)} />
      )}
      {!ready ? (
        induction.status !== 'failed' && <LoadingIndicator />
      ) : (
        <>
          <p className="induction-page__trainee">
            For {induction.state!.traineeName} · {induction.program!.airport}
          </p>
          <div className="induction-progress">
            <label htmlFor="induction-progress">Your progress: {induction.progress}%</label>
            <progress id="induction-progress" max={100} value={induction.progress}>{induction.progress}%</progress>
          </div>
          <button
            type="button"
            className="button button--secondary module-nav__toggle"
            aria-expanded={navOpen}
            aria-controls="module-nav"
            onClick={() => setNavOpen((open) => !open)}
          >
            {navOpen ? 'Hide the modules' : 'Show all modules'}
          </button>
          <div
            className="induction-layout"
            onKeyDown={(event) => {
              // Escape closes the modules over the page on a small screen and gives focus back to their button.
              if (event.key === 'Escape' && navOpen) {
                setNavOpen(false);
                document.querySelector<HTMLButtonElement>('.module-nav__toggle')?.focus();
              }
            }}
          >
            <ModuleNav open={navOpen} onChoose={() => setNavOpen(false)} />
            <div className="induction-layout__main" {...swipe}>
              <ModuleView onOutcome={onOutcome} />
            </div>
          </div>
          <p className="visually-hidden" role="status">{announcement}</p>
        </>
      )}
    </Page>
  );
}

export default observer(InductionPage);
