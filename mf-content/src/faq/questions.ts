import faqFiles from '../content/faq/index.collection';
import { optionalText, text } from '../content/attributes.ts';
import type { ContentDocument } from '../content/types.ts';

// The FAQ (SPEC §9: 18 questions), one content file each under content/faq/, in file-name order.

export interface Question {
  question: string;
  questionurl: string;
  summary: string;
  /** One of the three shown on /apply. */
  teaser: boolean;
  document: ContentDocument;
}

export function toQuestion(document: ContentDocument): Question {
  return {
    question: text(document, 'question'),
    questionurl: text(document, 'questionurl'),
    summary: text(document, 'summary'),
    teaser: document.attributes.teaser === true || optionalText(document, 'teaser') === 'true',
    document,
  };
}

export const questions: Question[] = faqFiles.map(toQuestion);

export function questionByUrl(url: string | undefined): Question | undefined {
  return url ? questions.find((q) => q.questionurl === url) : undefined;
}

export const teasers = (): Question[] => questions.filter((q) => q.teaser);
