import type { BrandCode, CardType } from '@cards/shared/brand';

// The shape content files take once built (scripts/content/markdown-module.mjs): front matter as `attributes`,
// the body as HTML blocks, each with the brands, capabilities or card type it shows for.

export interface ContentBlock {
  html: string;
  /** `::: only bne adg`: shown only to these brands. */
  only?: string[];
  /** `::: except sfc`: shown to every brand but these. */
  except?: string[];
  /** `::: when msic job-ready`: shown to a brand with any of these capabilities (capabilities.ts). */
  when?: string[];
  /** `::: unless organisation-pays`: shown to a brand with none of these capabilities. */
  unless?: string[];
  /** `::: card msic`: shown only in this card type's wording. */
  card?: CardType;
}

export interface ContentSection {
  /** From the heading's text: the target of links such as /replace#lost. */
  id: string;
  /** The `##` heading as inline HTML. */
  heading: string;
  headingText: string;
  blocks: ContentBlock[];
}

/** A content file in a folder's index: its front matter, and its document loaded on its own. */
export interface ContentIndexEntry {
  file: string;
  attributes: Record<string, unknown>;
  load(): Promise<{ default: ContentDocument }>;
}

export interface ContentDocument<Attributes = Record<string, unknown>> {
  /** The file's name, for messages and keys. */
  file: string;
  attributes: Attributes;
  /** What comes before the first `##`. */
  intro: ContentBlock[];
  sections: ContentSection[];
}

/** Who is reading: what conditional blocks and placeholders depend on. */
export interface Reader {
  brand: BrandCode;
  /** What the brand's data says it does (capabilities.ts): what `::: when` and `::: unless` blocks depend on. */
  capabilities: ReadonlySet<string>;
  cardType: CardType;
}

/** Front matter of a page under content/pages/. */
export interface PageAttributes {
  title: string;
  description: string;
}
