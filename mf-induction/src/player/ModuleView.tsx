import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { CheckOutcome } from '@cards/shared/stores';
import { useRootStore } from '@cards/shared/stores';
import { ErrorSummary } from '@cards/shared/ui';
import { QuestionField, missingAnswerMessage, questionFieldName } from './QuestionField.tsx';

const slideId = (module: number, slide: number) => `module-${module}-slide-${slide}`;

/**
 * One module: its slides to read, then its questions (SPEC §2 'Induction screen'). The next button sends the
 * answers; the module moves on only when the server says they are right (SPEC §4).
 */
export const ModuleView = observer(function ModuleView({ onOutcome }: { onOutcome: (outcome: CheckOutcome) => void }) {
  const { induction } = useRootStore();
  const module = induction.module!;
  const index = induction.viewing;
  const heading = useRef<HTMLHeadingElement>(null);
  const [submits, setSubmits] = useState(0);
  const [aheadMessage, setAheadMessage] = useState('');

  // A new module on screen: its heading takes focus, so a screen reader starts reading it (WCAG 2.4.3).
  const first = useRef(true);
  useEffect(() => {
    setAheadMessage('');
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  const messageFor = (questionIndex: number): string | undefined => {
    const question = module.questions.find((q) => q.index === questionIndex);
    if (!question) return undefined;
    if (induction.missing.includes(questionIndex)) return missingAnswerMessage(question);
    return induction.errors[questionIndex];
  };
  const items = module.questions
    .map((question, n) => ({ question, n, message: messageFor(question.index) }))
    .filter((item): item is typeof item & { message: string } => item.message !== undefined)
        .map(({ question, n, message }) => ({ field: questionFieldName(question), message: `Question ${n + 1}: ${message}` }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await induction.check();
    if (outcome.kind === 'missing' || outcome.kind === 'incorrect') setSubmits((n) => n + 1);
    setAheadMessage(outcome.kind === 'ahead' ? outcome.message : '');
    onOutcome(outcome);
  };

  const last = module.questions[module.questions.length - 1];
  // A module that only needs reading has nothing to say above its button.
  const onlyContinue = module.questions.length === 1 && last?.type === 'skip' && !last.description.trim();
  const buttonText = last?.button || (last?.type === 'skip' ? 'Continue' : last?.type === 'declaration' ? 'I agree' : 'Check my answers');
  const related = module.questions
    .filter((q) => induction.errors[q.index] !== undefined && q.related !== undefined && module.slides[q.related])
    .map((q) => q.related!);

  return (
    <article className="induction-module" aria-labelledby="module-heading">
      <p className="induction-module__count">Module {index + 1} of {induction.modules.length}</p>
      <h2 id="module-heading" tabIndex={-1} ref={heading}>{module.title}</h2>
      {module.slides.map((slide, n) => (
        <section className="induction-slide" key={n} id={slideId(index, n)} aria-labelledby={`${slideId(index, n)}-title`}>
          <h3 id={`${slideId(index, n)}-title`}>{slide.title}</h3>
          <div className="induction-slide__body" dangerouslySetInnerHTML={{ __html: slide.html }} />
        </section>
      ))}
      {module.custom && <aside className="induction-custom" dangerouslySetInnerHTML={{ __html: module.custom }} />}
      <form className="induction-questions" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="questions-heading">
        <h3 id="questions-heading" className={onlyContinue ? 'visually-hidden' : undefined}>
          {module.questions.some((q) => q.type === 'radio' || q.type === 'checkbox') ? 'Check what you have learnt' : 'Before you go on'}
        </h3>
        <ErrorSummary sections={[{ heading: 'Please check these answers', items }]} focusKey={submits} />
        {related.length > 0 && (
          <p className="induction-related">
            Read again:{' '}
            {[...new Set(related)].map((slide, n) => (
              <span key={slide}>
                {n > 0 && ', '}
                <a href={`#${slideId(index, slide)}`}>{module.slides[slide]!.title}</a>
              </span>
            ))}
          </p>
        )}
        {module.questions.map((question) => (
          <QuestionField
            key={`${index}-${question.index}`}
            question={question}
            value={induction.answers[question.index]}
            error={messageFor(question.index)}
            onChange={(value) => induction.setAnswer(question.index, value)}
          />
        ))}
        {induction.connectionIssue && (
          <div className="notice notice--warning" role="alert">
            <p>We could not check your answers just now. Check your internet connection, then try again: your answers are still here.</p>
          </div>
        )}
        {aheadMessage && <div className="notice notice--warning" role="alert"><p>{aheadMessage}</p></div>}
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={induction.checking || undefined}>
            {induction.checking ? 'Checking…' : buttonText}
          </button>
        </div>
      </form>
    </article>
  );
});
