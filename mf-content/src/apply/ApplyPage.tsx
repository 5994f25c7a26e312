import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useBrand, useRootStore } from '@cards/shared/stores';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { pageAttributes } from '../content/attributes.ts';
import { fillText } from '../content/placeholders.ts';
import applyContent from '../content/pages/apply.md';
import { teasers } from '../faq/questions.ts';
import { startLinks } from './start-links.ts';

/** SPEC §2 apply: what an applicant needs, three questions people ask first, and where to start. */
function ApplyPage() {
  const brand = useBrand();
  const { lookups } = useRootStore();
  const reader = useReader();
  const { title, description } = pageAttributes(applyContent);
  usePageMeta({ description });
  // SPEC §2: the page loads the countries, so the form's first step has them when the applicant starts.
  useEffect(() => {
    void lookups.countries.load();
  }, [lookups]);

  return (
    <Page title={fillText(title, reader.values)} className="content-page apply-page">
      <ContentBody document={applyContent} />
      <section aria-labelledby="apply-start" className="apply-page__start">
        <h2 id="apply-start">Start your application</h2>
        <ul className="task-list">
          {startLinks(brand).map((link) => (
            <li key={link.to} className="task-list__item">
              <Link to={link.to} className="task-list__link">
                {link.title}
              </Link>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="apply-questions" className="apply-page__questions">
        <h2 id="apply-questions">Questions people ask first</h2>
        <ul className="teaser-list">
          {teasers().map((q) => (
            <li key={q.questionurl}>
              <h3>
                <Link to={`/question/${q.questionurl}`}>{fillText(q.question, reader.values)}</Link>
              </h3>
              <p>{fillText(q.summary, reader.values)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/faq">All frequently asked questions</Link>
        </p>
      </section>
    </Page>
  );
}

export default observer(ApplyPage);
