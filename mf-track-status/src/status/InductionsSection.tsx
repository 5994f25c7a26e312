import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { longDate } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { LoadFailed } from '@cards/shared/ui';

/**
 * SPEC §2 'Track screen' outstanding inductions, §4 'Status display': the first induction with no
 * completion date gives the link; all are complete when none remain. Shown only to a person who has inductions.
 */
export const InductionsSection = observer(function InductionsSection() {
  const { person } = useRootStore();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    person.loadInductions().catch(() => setFailed(true));
  }, [person, attempt]);

  if (failed) {
    return (
      <section aria-labelledby="inductions-heading">
        <h2 id="inductions-heading">Your security inductions</h2>
        <LoadFailed message="We could not load your inductions just now." onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  const answer = person.inductions;
  if (!answer?.hasInductions) return null;
  const next = answer.induction.find((item) => !item.completedAt);
  return (
    <section aria-labelledby="inductions-heading">
      <h2 id="inductions-heading">Your security inductions</h2>
      {next ? (
        <p>
          The airport asks you to complete its security induction online.{' '}
          <Link className="button" to={next.url}>Start the {next.inductionName}</Link>
        </p>
      ) : (
        <p className="notice notice--success">All your inductions are complete.</p>
      )}
      <ul>
        {answer.induction.map((item) => (
          <li key={item.url}>
            {item.inductionName}: {item.completedAt ? `completed on ${longDate(item.completedAt)}` : 'not completed yet'}
          </li>
        ))}
      </ul>
    </section>
  );
});
