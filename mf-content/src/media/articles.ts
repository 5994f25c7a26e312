import mediaFiles from '../content/media/index.collection?index';
import { compareIsoDates } from '@cards/shared/domain/dates';
import { text } from '../content/attributes.ts';
import type { ContentDocument, ContentIndexEntry } from '../content/types.ts';

// News items (SPEC §2 media): one content file each under content/media/, named by date and slug. The list is their
// front matter; each item's text loads with its own page (a chunk named route-media-article~{slug}, which
// the api preloads with that page).

export const articleCategories = {
  partnership: 'Partnership',
  award: 'Award',
  covid: 'COVID-19',
  privacy: 'Privacy',
  eligibility: 'Eligibility',
  service: 'Our service',
} as const;
export type ArticleCategory = keyof typeof articleCategories;

export interface Article {
  title: string;
  slug: string;
  /** yyyy-mm-dd */
  date: string;
  summary: string;
  category: ArticleCategory;
  /** The item's text. */
  load(): Promise<ContentDocument>;
}

export function toArticle(entry: ContentIndexEntry): Article {
  const date = text(entry, 'date');
  const category = text(entry, 'category');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${entry.file}: date must be yyyy-mm-dd`);
  if (!(category in articleCategories)) throw new Error(`${entry.file}: unknown category ${category}`);
  return {
    title: text(entry, 'title'), slug: text(entry, 'slug'), date, summary: text(entry, 'summary'), category: category as ArticleCategory,
    load: async () => (await entry.load()).default,
  };
}

/**
 * Newest first, then by slug. Compared as plain text (dates and slugs are ASCII): localeCompare's first call sets up
 * the browser's collation, a long task on a phone as a news item's page starts.
 */
export const articles: Article[] = mediaFiles.map(toArticle)
  .sort((a, b) => compareIsoDates(b.date, a.date) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

export const articleBySlug = (slug: string | undefined): Article | undefined => articles.find((a) => a.slug === slug);

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2024-05-06' → '6 May 2024': written out, the same on the server and in every browser (no locale data). */
export function articleDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}
