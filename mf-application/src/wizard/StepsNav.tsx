import { Link } from 'react-router';
import { canOpen, type FormStep } from '@cards/shared/validation';

/** SPEC §2 steps navigation; progress is the number of completed steps (SPEC §4). */
export function StepsNav({ steps, current, stepCompleted, base }: {
  steps: readonly FormStep[];
  current: number;
  stepCompleted: number;
  base: string | null;
}) {
  const done = Math.min(stepCompleted, steps.length);
  return (
    <nav className="steps-nav" aria-label="Application steps">
      <p className="steps-nav__progress">
        {done} of {steps.length} steps complete
      </p>
      <progress className="steps-nav__bar" max={steps.length} value={done} aria-hidden="true" />
      <ol className="steps-nav__list">
        {steps.map((step) => {
          const state = step.number === current ? 'current' : step.number <= stepCompleted ? 'done' : 'todo';
          const label = `Step ${step.number}: ${step.title}`;
          const status = state === 'done' ? ' (complete)' : state === 'current' ? '' : ' (not started)';
          return (
            <li key={step.slug} className={`steps-nav__item steps-nav__item--${state}`}>
              {base && step.number !== current && canOpen(step.number, stepCompleted) ? (
                <Link to={`${base}/${step.slug}`}>
                  {label}
                  <span className="visually-hidden">{status}</span>
                </Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  {label}
                  <span className="visually-hidden">{status}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
