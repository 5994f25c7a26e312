import { Page } from '@cards/shared/ui';

/** How many of a card's inductions are finished, in words. */
export function inductionsDone(done: number, total: number): string {
  if (total === 0) return 'None';
  if (done === total) return total === 1 ? 'Finished' : `All ${total} finished`;
  return `${done} of ${total} finished`;
}

/** What a foreign-card page says at a brand that runs no inductions (the api answers 404 there). */
export function NoInductions() {
  return (
    <Page title="Foreign cards" className="staff-page">
      <p>This brand runs no security inductions, so it does not register foreign cards.</p>
    </Page>
  );
}
