import { lazy, type ComponentType } from 'react';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { pageAttributes } from '../content/attributes.ts';
import type { ContentDocument } from '../content/types.ts';

/** A page that is its content file and nothing else: title, intro and sections (privacy, terms, obligations …). */
export function StaticPage({ document, className }: { document: ContentDocument; className?: string }) {
  const { values } = useReader();
  const { title, description } = pageAttributes(document);
  usePageMeta({ description });
  return (
    <Page title={fillText(title, values)} className={className ? `content-page ${className}` : 'content-page'}>
      <ContentBody document={document} />
    </Page>
  );
}

/** A route's page from its content file, loaded with the page (each file is its own chunk). */
export function staticPage(load: () => Promise<{ default: ContentDocument }>, className?: string): ComponentType {
  return lazy(async () => {
    const document = (await load()).default;
    return { default: () => <StaticPage document={document} className={className} /> };
  });
}
