import dutyFiles from '../content/duties/index.collection';
import { ReportTypes, type ReportType } from '@cards/shared/validation';
import { text } from '../content/attributes.ts';
import type { ContentDocument } from '../content/types.ts';

// The card holder's duties (beyond the spec): one content file each under content/duties/.

export interface Duty {
  /** Also the report it asks for. */
  slug: ReportType;
  title: string;
  /** The legal deadline in words, such as 'within 7 days'. */
  deadline: string;
  summary: string;
  description: string;
  document: ContentDocument;
}

export function toDuty(document: ContentDocument): Duty {
  const slug = text(document, 'slug');
  if (!(ReportTypes as readonly string[]).includes(slug)) throw new Error(`${document.file}: slug must be one of ${ReportTypes.join(', ')}`);
  return {
    slug: slug as ReportType,
    title: text(document, 'title'),
    deadline: text(document, 'deadline'),
    summary: text(document, 'summary'),
    description: text(document, 'description'),
    document,
  };
}

/** In the order of the report types: the ones people need most first. */
export const duties: Duty[] = dutyFiles.map(toDuty).sort((a, b) => ReportTypes.indexOf(a.slug) - ReportTypes.indexOf(b.slug));

export const dutyBySlug = (slug: string | undefined): Duty | undefined => duties.find((d) => d.slug === slug);
