import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteDef } from '@cards/shared/brand';
import { markNavigated } from '@cards/shared/ui';

/** Duration of the animated scroll to top on the faq-with-url page (SPEC §2). */
export const SCROLL_ANIMATION_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls over `duration` ms with an ease-out curve; stops if the person scrolls themselves. */
export function animateScrollToTop(duration = SCROLL_ANIMATION_MS): void {
  const start = window.scrollY;
  if (start === 0 || prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = 1 - (1 - t) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** SPEC §2: the page scrolls to top after navigation, animated on faq-with-url. */
export function ScrollManager({ route }: { route?: RouteDef }) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    markNavigated();
    if (location.hash) return;
    if (route?.scroll === 'animate') animateScrollToTop();
    else window.scrollTo(0, 0);
    // Only a change of page moves the scroll position, not a change of query.
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- the route is read, not watched
  return null;
}
