import { Link } from 'react-router';
import type { InductionListItem } from '@cards/shared/api';
import { buildPath } from '@cards/shared/brand';
import { ResultPanel } from './ResultPanel.tsx';
import { InductionList, theInduction } from '../foreign-card/InductionList.tsx';

/**
 * Enrolled with one of our cards (SPEC §3 answer, not foreign), from the emailed link: the inductions to
 * complete, each with its link, as the holder has shown they read the address on their application. The email with
 * the same links is on its way. `card` names the card of the
 * holder's application (ASIC or MSIC).
 */
export function EnrolledPanel({ inductions, product, card }: { inductions: readonly InductionListItem[]; product: string; card: string }) {
  const open = inductions.filter((item) => !item.completedAt);
  const linked = inductions.every((item) => item.url !== '');
  return (
    <ResultPanel
      title="You are enrolled"
      lead={open.length === 1 ? 'You have 1 induction to complete.' : `You have ${open.length} inductions to complete.`}
    >
      <h2>Your inductions</h2>
      {linked ? (
        <InductionList items={inductions} link={(item) => `Start ${theInduction(item.inductionName)}`} />
      ) : (
        <ul>
          {inductions.map((item) => (
            <li key={item.inductionName}>{item.inductionName}{item.completedAt ? ' (completed)' : ''}</li>
          ))}
        </ul>
      )}
      <h2>Coming back later</h2>
      <p>
        We have emailed the link to each induction to the email address on your {card} application. Open it on this or
        any device; you can stop at any time and the link takes you back to where you left off.
      </p>
      <p>
        You can also <Link to={buildPath('track', product)}>sign in to your application’s status page</Link> with
        your tracking number to start them.
      </p>
    </ResultPanel>
  );
}
