import { isAnswerCorrect, isAnswerMissing, wrongAnswerMessage, type InductionModule } from '@cards/shared/domain';
import type { ModuleKeys } from './program-files.ts';

// Marking one module's answers on the server (SPEC §3 answers, §5 'Induction'), with the shared rules the
// player encodes them by. Nothing here is sent before the whole module is answered: while a question is empty only
// the empty ones are named, so answers cannot be tried one at a time.

/** Posted answers keyed by question index (the body's `answers`, already checked for shape). */
export type PostedAnswers = Readonly<Record<string, string | readonly string[] | true>>;

export interface Marks {
  /** Questions left empty, by index. */
  unanswered: number[];
  /** Wrong questions' indexes and the words to show; empty while any question is unanswered. */
  errors: Record<number, string>;
}

/** The posted keys that name no question of the module (the page never sends them). */
export function strangeKeys(module: InductionModule, answers: PostedAnswers): string[] {
  return Object.keys(answers).filter((key) => !module.questions.some((q) => String(q.index) === key));
}

export function markModule(module: InductionModule, keys: ModuleKeys, answers: PostedAnswers): Marks {
  // A skip is a 'continue': answered whether or not the page sent its true.
  const valueOf = (index: number, type: string) => (type === 'skip' ? answers[index] ?? true : answers[index]);
  const unanswered = module.questions.filter((q) => isAnswerMissing(q.type, valueOf(q.index, q.type))).map((q) => q.index);
  if (unanswered.length > 0) return { unanswered, errors: {} };
  const errors: Record<number, string> = {};
  for (const question of module.questions) {
    const key = keys.questions[question.index];
    if (!key || !isAnswerCorrect(key, valueOf(question.index, question.type))) {
      errors[question.index] = wrongAnswerMessage(key ?? {}, keys);
    }
  }
  return { unanswered, errors };
}
