import type { ReactNode } from 'react';
import { blockShows, fillHtml } from '../content/placeholders.ts';
import type { ContentDocument, ContentSection } from '../content/types.ts';
import { ContentHtml } from './ContentHtml.tsx';
import { useReader } from './use-reader.ts';

/** A section's heading at the given level, with its id so /page#section links land on it. */
export function SectionHeading({ section, level = 2 }: { section: ContentSection; level?: 2 | 3 }) {
  const { values } = useReader();
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag id={section.id} dangerouslySetInnerHTML={{ __html: fillHtml(section.heading, values) }} />;
}

/**
 * A content file's body as the page's text: the intro, then each `##` section under its heading. `after` adds a
 * page's own part (a form, a list) to the end of a section by its id.
 */
export function ContentBody({ document, after, level = 2 }: {
  document: ContentDocument;
  after?: Record<string, ReactNode>;
  /** 3 where the body sits under a heading of its own (an FAQ answer under its question). */
  level?: 2 | 3;
}) {
  const reader = useReader();
  // A section whose every block is for other readers (another brand, the other card) is left out, heading and all.
  const sections = document.sections.filter((s) => after?.[s.id] || s.blocks.length === 0 || s.blocks.some((b) => blockShows(b, reader)));
  return (
    <div className="content-body">
      <ContentHtml blocks={document.intro} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="content-section">
          <SectionHeading section={section} level={level} />
          <ContentHtml blocks={section.blocks} />
          {after?.[section.id]}
        </section>
      ))}
    </div>
  );
}
