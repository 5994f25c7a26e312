import { lazy, Suspense, type ReactElement } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingIndicator, Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { articleBySlug, articleCategories, articleDate, articles, type Article } from './articles.ts';

// Each item's text is its own chunk, loaded once per visit; the page's heading and summary show at once.
// A load that failed is forgotten, so the page's retry loads it again.
const texts = new Map<string, ReactElement>();

function textOf(article: Article): ReactElement {
  let text = texts.get(article.slug);
  if (!text) {
    const Text = lazy(async () => {
      try {
        const document = await article.load();
        return { default: () => <ContentBody document={document} /> };
      } catch (error) {
        texts.delete(article.slug);
        throw error;
      }
    });
    text = <Text />;
    texts.set(article.slug, text);
  }
  return text;
}

/** SPEC §2 media/{slug}: one news item; an unknown slug is the 404 page. */
function ArticlePage() {
  const { slug } = useParams();
  const { values } = useReader();
  const article = articleBySlug(slug);
  usePageMeta({ title: article && fillText(article.title, values), description: article?.summary });
  if (!article) return <Navigate to="/404" replace />;
  const index = articles.indexOf(article);
  const newer = articles[index - 1];
  const older = articles[index + 1];
  return (
    <Page title={fillText(article.title, values)} className="content-page article-page">
      <p className="article-list__meta">
        <time dateTime={article.date}>{articleDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>{articleCategories[article.category]}</span>
      </p>
      <p className="lead">{fillText(article.summary, values)}</p>
      <Suspense fallback={<LoadingIndicator label="Loading the article" />}>
        {textOf(article)}
      </Suspense>
      <nav aria-label="More news" className="article-page__nav">
        <ul>
          {newer && (
            <li>
              Newer: <Link to={`/media/${newer.slug}`}>{fillText(newer.title, values)}</Link>
            </li>
          )}
          {older && (
            <li>
              Older: <Link to={`/media/${older.slug}`}>{fillText(older.title, values)}</Link>
            </li>
          )}
          <li>
            <Link to="/media">All news</Link>
          </li>
        </ul>
      </nav>
    </Page>
  );
}

export default ArticlePage;
