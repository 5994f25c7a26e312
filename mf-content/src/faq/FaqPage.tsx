import { Link, useParams } from 'react-router';
import { Page } from '@cards/shared/ui';
import { Accordion } from '../components/Accordion.tsx';
import { ContentBody } from '../components/ContentBody.tsx';
import { useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { questionByUrl, questions } from './questions.ts';

/**
 * SPEC §2 faq: every question as an accordion. /faq/{questionurl} opens that question and moves focus to it; each
 * answer links to its own page (/question/{questionurl}).
 */
function FaqPage() {
  const { questionurl } = useParams();
  const { values } = useReader();
  const opened = questionByUrl(questionurl);
  return (
    <Page title="Frequently asked questions" className="content-page faq-page">
      <p className="lead">
        Answers to what people ask us most about {values.product} and MSIC cards. Open a question to read its answer,
        or <Link to="/contact-us">contact us</Link> if yours is not here.
      </p>
      {questionurl && !opened && (
        <p className="notice" role="status">
          We could not find the question in that link. Here are all our questions.
        </p>
      )}
      <Accordion
        label="answers"
        openId={opened ? `q-${opened.questionurl}` : undefined}
        items={questions.map((q) => ({
          id: `q-${q.questionurl}`,
          heading: fillText(q.question, values),
          body: (
            <>
              <ContentBody document={q.document} level={3} />
              <p className="faq-page__own-page">
                <Link to={`/question/${q.questionurl}`}>Open this answer on its own page</Link>
              </p>
            </>
          ),
        }))}
      />
    </Page>
  );
}

export default FaqPage;
