import { useSyncExternalStore } from 'react';

// Pages are pre-rendered at publish time and hydrated in the browser. Hydration needs the browser's first
// render to be the server's exactly; what only the browser knows (device storage, who is signed in, the card type a
// visit chose, today's date) is rendered as the server did until the page is hydrated, then as it really is. React
// re-renders a component whose snapshot differs once hydration is done, so nothing is patched by hand.

const subscribe = () => () => {};

/** False while the server renders a page and while the browser hydrates it; true afterwards and in plain renders. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/** The calendar day (yyyy-mm-dd) the page was pre-rendered on; set by the shell from the page, by the renderer on the server. */
let renderedOn: string | undefined;

export function setRenderDate(isoDate: string | undefined): void {
  renderedOn = isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate : undefined;
}

/**
 * Today, for what a page renders from it (date pickers' limits, the footer's year): the day the page was pre-rendered
 * while it renders on the server or hydrates, today afterwards. Noon, so no time zone moves it to another day.
 */
export function useToday(): Date {
  const hydrated = useHydrated();
  return !hydrated && renderedOn ? new Date(`${renderedOn}T12:00:00`) : new Date();
}
