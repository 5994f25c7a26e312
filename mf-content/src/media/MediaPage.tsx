import { Link } from 'react-router';
import { Page } from '@cards/shared/ui';
import { useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { articleCategories, articleDate, articles } from './articles.ts';

/** SPEC §2 media: every news item, newest first, under the year it was published. */
function MediaPage() {
  const { values } = useReader();
  const years = [...new Set(articles.map((a) => a.date.slice(0, 4)))];
  return (
    <Page title="Media" className="content-page media-page">
      <p className="lead">News from {values.brand}: partnerships, changes to the card schemes, and how we look after your information.</p>
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="article-list">
            {articles
              .filter((a) => a.date.startsWith(year))
              .map((article) => (
                <li key={article.slug} className="article-list__item">
                  <h3 className="article-list__title">
                    <Link to={`/media/${article.slug}`}>{fillText(article.title, values)}</Link>
                  </h3>
                  <p className="article-list__meta">
                    <time dateTime={article.date}>{articleDate(article.date)}</time>
                    <span aria-hidden="true"> · </span>
                    <span>{articleCategories[article.category]}</span>
                  </p>
                  <p>{fillText(article.summary, values)}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

export default MediaPage;
