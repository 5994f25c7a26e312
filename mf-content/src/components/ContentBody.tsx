import type { ReactNode } from 'react';
import { fillHtml } from '../content/placeholders.ts';
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
export function ContentBody({ document, after }: { document: ContentDocument; after?: Record<string, ReactNode> }) {
  return (
    <div className="content-body">
      <ContentHtml blocks={document.intro} />
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="content-section">
          <SectionHeading section={section} />
          <ContentHtml blocks={section.blocks} />
          {after?.[section.id]}
        </section>
      ))}
    </div>
  );
}
