import { useEffect, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { buildPath, cardName } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { LoadingIndicator } from '@cards/shared/ui';
import { canOpen, nextStep, stepsFor, type FormStep } from '@cards/shared/validation';
import { ProcessingPage } from './ProcessingPage.tsx';
import { StepPage } from './StepPage.tsx';
import { WizardFrame } from './WizardFrame.tsx';

/** SPEC §8: shown when a submitted application is opened again. */
export function completedMessage(cardType: string | null | undefined, product: string): string {
  return `The ${cardName({ product }, cardType)} form has been completed. Redirecting you to the status page.`;
}

/**
 * SPEC §2 form: resumes a draft by its reference and opens the next unfinished step, processing when all are
 * done, or status when it was submitted. A step opens only after the one before it (SPEC §4). The steps are the
 * registry's for the brand; a test may give others.
 */
function FormPage({ steps: given }: { steps?: readonly FormStep[] }) {
  const store = useRootStore();
  const { draft } = store;
  const brand = store.session.brandData;
  const steps = given ?? stepsFor(brand);
  const { id: ref = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // An emailed link's one-time token (`t`) is exchanged for this page's own key, then taken out of the address
    // bar and the history, so it is never bookmarked, shared or shown.
    const query = new URLSearchParams(location.search);
    const token = query.get('t');
    if (token) {
      query.delete('t');
      navigate({ pathname: location.pathname, search: query.size > 0 ? `?${query}` : '' }, { replace: true });
      void draft.load(ref, { token });
    } else if (draft.formLink !== ref || draft.loadState.kind !== 'loaded') {
      void draft.load(ref);
    }
  }, [draft, ref]); // eslint-disable-line react-hooks/exhaustive-deps -- once per reference; the token is read on arrival

  // The draft's card type is the page's: its wording, its prices and the X-Website-Type of later calls.
  const draftCardType = draft.loadState.kind === 'loaded' ? draft.data._cardType : undefined;
  useEffect(() => {
    if (draftCardType && draftCardType !== store.session.cardType) store.session.setCardType(draftCardType);
  }, [draftCardType, store]);

  const peopleId = draft.data._peopleId;
  useEffect(() => {
    if (draft.loadState.kind === 'loaded' && peopleId) window.alert(completedMessage(draft.data._cardType, brand.product));
  }, [draft.loadState.kind, peopleId]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the draft arrives

  const state = draft.loadState;
  if (state.kind === 'link_expired') return <Navigate to={buildPath('link-expired', brand.product, { randomId: state.randomId })} replace />;
  if (state.kind === 'link_disabled') return <Navigate to={buildPath('page-404', brand.product)} replace />;
  if (state.kind === 'not_found' || state.kind === 'failed') return <Navigate to={buildPath('record-not-found', brand.product)} replace />;
  if (state.kind !== 'loaded' || draft.formLink !== ref) {
    return <LoadingIndicator label="Loading your application" />;
  }
  if (peopleId) return <Navigate to={buildPath('status', brand.product, { peopleId })} replace />;

  const done = draft.stepCompleted;
  const next = nextStep(done, steps);
  // Absolute: a relative path from the catch-all route would be taken from the unknown path itself.
  const landing = `${buildPath('form', brand.product, { id: ref })}/${next ? next.slug : 'processing'}`;
  const toLanding = <Navigate to={landing} replace />;
  const guarded = (number: number, element: ReactElement) => (canOpen(number, done) ? element : toLanding);

  return (
    <Routes>
      <Route index element={toLanding} />
      {steps.map((step) => (
        <Route
          key={step.slug}
          path={step.slug}
          element={guarded(step.number, <WizardFrame steps={steps} step={step}><StepPage step={step} /></WizardFrame>)}
        />
      ))}
      <Route path="processing" element={next ? toLanding : <ProcessingPage />} />
      <Route path="*" element={toLanding} />
    </Routes>
  );
}

export default observer(FormPage);
