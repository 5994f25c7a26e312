import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { PageData, fieldId } from '@cards/shared/ui';
import type { FormStep } from '@cards/shared/validation';
import { useWizard } from '../../wizard/wizard-context.tsx';
import { groupsBefore, stepAsking, type Answer } from '@cards/shared/validation';
import { useAnswerGroups, useAnswerLists } from './use-answer-groups.ts';
import './step4.css';

/** Where an answer's 'Change' link goes: its field in its step, which comes back here once saved; null for none. */
function changeHref(answer: Answer, steps: readonly FormStep[], base: string | null): string | null {
  const step = answer.path === undefined ? undefined : stepAsking(answer.path, steps);
  if (!step || !base || answer.path === undefined) return null;
  return `${base}/${step.slug}?return=summary#${fieldId(answer.path)}`;
}

/**
 * Check your answers (GOV.UK's pattern): every answer of the earlier steps in a summary list under
 * its section heading, in words as the person gave it, each with a 'Change' link to its field.
 */
export const CheckAnswers = observer(function CheckAnswers() {
  const { steps, step, base } = useWizard();
  const lists = useAnswerLists();
  const groups = groupsBefore(useAnswerGroups(), steps, step.number);
  return (
    <div className="check-answers">
      <PageData of={lists} keepContent />
      {groups.map((group) => (
        <section key={group.id} className="check-answers__group" aria-labelledby={`answers-${group.id}`}>
          <h2 id={`answers-${group.id}`}>{group.heading}</h2>
          <dl className="summary-list">
            {group.answers.map((answer) => {
              const href = changeHref(answer, steps, base);
              return (
                <div key={answer.path ?? answer.question} className="summary-list__row">
                  <dt className="summary-list__key">{answer.question}</dt>
                  <dd className="summary-list__value">
                    {answer.lines.map((line, index) => (
                      <span key={index} className="summary-list__line">
                        {line}
                      </span>
                    ))}
                  </dd>
                  {href && answer.path !== undefined && (
                    <dd className="summary-list__actions">
                      {/* Its id is the field's: the error summary's link for that field leads here. */}
                      <Link id={fieldId(answer.path)} to={href}>
                        Change<span className="visually-hidden"> {answer.changeText}</span>
                      </Link>
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
});
