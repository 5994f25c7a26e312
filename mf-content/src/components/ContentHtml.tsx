import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { blockShows, fillHtml } from '../content/placeholders.ts';
import type { ContentBlock } from '../content/types.ts';
import { useReader } from './use-reader.ts';

/**
 * Blocks of a content file for the current reader, placeholders filled in. The HTML is ours, made from the repo's
 * Markdown at build time; links to the site's own pages navigate in the app instead of reloading it.
 */
export function ContentHtml({ blocks }: { blocks: ContentBlock[] }) {
  const reader = useReader();
  const navigate = useNavigate();
  const shown = blocks.filter((block) => blockShows(block, reader));
  if (shown.length === 0) return null;
  const html = shown.map((block) => fillHtml(block.html, reader.values)).join('\n');

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/') || link.target || link.hasAttribute('download')) return;
    event.preventDefault();
    navigate(href);
  };

  // The click handler only improves links that already work without it, so the container needs no role.
  return <div className="content-html" onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
