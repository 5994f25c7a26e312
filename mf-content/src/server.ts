// The server build's entry: the pages, for pre-rendering at publish time, and the paths of the pages
// that take a parameter, which only this remote's content knows (besides the route's own path, when it has one).
import type { RouteId } from '@cards/shared/brand';
import { duties } from './duties/duties.ts';
import { questions } from './faq/questions.ts';
import { articles } from './media/articles.ts';

export { default } from './routes.tsx';

export function prerenderPaths(): Partial<Record<RouteId, string[]>> {
  return {
    faq: questions.map((q) => `/faq/${q.questionurl}`),
    'faq-with-url': questions.map((q) => `/question/${q.questionurl}`),
    'media-article': articles.map((a) => `/media/${a.slug}`),
    'card-holder-duty': duties.map((d) => `/card-holder-duties/${d.slug}`),
  };
}
