import { Checkbox, CheckboxGroup, RadioGroup, fieldId } from '@cards/shared/ui';
import type { AnswerValue, InductionQuestion } from '@cards/shared/domain';
import { inlineHtml } from './html.ts';

/** SPEC §5 missing-answer words, by question type. */
export function missingAnswerMessage(question: InductionQuestion): string {
  switch (question.type) {
    case 'checkbox': return 'Choose at least one answer';
    case 'declaration': return 'Tick the box to agree before you continue';
    default: return 'Choose an answer';
  }
}

/** The page id of a question's control (the error summary links to it). */
/** The question's field name, which the error summary links to (it makes the id itself). */
export const questionFieldName = (question: Pick<InductionQuestion, 'index'>) => `question-${question.index}`;
export const questionFieldId = (question: Pick<InductionQuestion, 'index'>) => fieldId(questionFieldName(question));

const LETTERS = 'ABCDEFGHIJ';

/** One question of a module in the form its type asks (SPEC §3: radio, checkbox, skip, declaration). */
export function QuestionField({ question, value, error, onChange }: {
  question: InductionQuestion;
  value: AnswerValue;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const id = questionFieldId(question);
  const text = <span dangerouslySetInnerHTML={{ __html: inlineHtml(question.description) }} />;
  const label = (option: { label: string }, index: number) => (question.letters ? `${LETTERS[index]}. ${option.label}` : option.label);
  const spacing = question.noSpace ? ' question--compact' : '';
  switch (question.type) {
    case 'radio':
      return (
        <div className={`question${spacing}`}>
          <RadioGroup
            id={id}
            legend={text}
            error={error}
            value={typeof value === 'string' ? value : ''}
            options={(question.options ?? []).map((option, index) => ({ value: option.key, label: label(option, index) }))}
            onChange={onChange}
          />
        </div>
      );
    case 'checkbox': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <div className={`question${spacing}`}>
          <CheckboxGroup
            id={id}
            legend={text}
            hint="Choose all the answers that are right."
            error={error}
            values={chosen}
            options={(question.options ?? []).map((option, index) => ({ value: option.key, label: label(option, index) }))}
            onChange={onChange}
          />
        </div>
      );
    }
    case 'declaration':
      return (
        <div className="question question--declaration">
          <Checkbox id={id} label={text} error={error} checked={value === true} onChange={onChange} />
        </div>
      );
    case 'skip':
      return <div className="question question--skip" id={id} dangerouslySetInnerHTML={{ __html: question.description }} />;
  }
}
