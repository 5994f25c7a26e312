import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { useHydrated } from '@cards/shared/ui';
import { stepsFor } from '@cards/shared/validation';
import { flagsFromQuery } from './steps.ts';
import { StepPage } from './StepPage.tsx';
import { WizardFrame } from './WizardFrame.tsx';

/** A reload of this page, as opposed to arriving at it. */
function isReload(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/**
 * SPEC §2 new-form step1: entering it starts a fresh draft (with the query flags). Once the first save has
 * created the draft on the server, the address bar shows the draft's own address (/apply/form/{ref}/step1), and the
 * page stays as it is, in-memory draft, focus and all; the next step is the draft's own route.
 */
function NewFormPage() {
  const store = useRootStore();
  const { draft, session } = store;
  const [query] = useSearchParams();
  const [started, setStarted] = useState(false);
  // Whether this page came pre-rendered: kept from the first render, as the hydrated flag changes before
  // the start below has run, and the page must not blink to nothing in between.
  const hydrated = useHydrated();
  const [prerendered] = useState(!hydrated);
  useEffect(() => {
    const brand = session.brandData;
    const flags = flagsFromQuery(query, brand);
    // The white MSIC flow is an MSIC whatever card the visit started with: the draft is made as one.
    if (flags._cardType && flags._cardType !== session.cardType) session.setCardType(flags._cardType);
    draft.startNew(
      { _cardType: session.cardType, _company: brand.code, _companyId: brand.companyId, ...flags },
      { keepUnsaved: isReload() },
    );
    // The store is reset first (an effect: it is outside React); the form shows once that has happened.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStarted(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  // Pre-rendered, the page is the first step of a blank draft, on the server and while the browser hydrates
  // it (its store is as new as the server's); the start above then fills in the flags and anything kept on the device.
  // Arriving from another page of the site, nothing shows until the store has been reset.
  const brand = session.brandData;
  const steps = stepsFor(brand);
  const first = steps[0]!;
  const { formLink } = draft;
  useEffect(() => {
    if (!formLink) return;
    // The draft's own address, in the address bar for a reload or a bookmark, without a navigation: that would draw
    // the step again and move the page to its top and the focus to its heading, while the person types on.
    window.history.replaceState(window.history.state, '', `${buildPath('form', brand.product, { id: formLink })}/${first.slug}`);
  }, [formLink]); // eslint-disable-line react-hooks/exhaustive-deps -- the brand and its steps are the visit's
  if (!started && !prerendered) return null;
  return (
    <WizardFrame steps={steps} step={first}>
      <StepPage step={first} />
    </WizardFrame>
  );
}

export default observer(NewFormPage);
