import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { questionByUrl, questions } from './questions.ts';

/** SPEC §2 faq-with-url: one question on its own page (the shell scrolls it to the top over 500 ms). */
function QuestionPage() {
  const { questionurl } = useParams();
  const { values } = useReader();
  const question = questionByUrl(questionurl);
  usePageMeta({ title: question && fillText(question.question, values), description: question?.summary });
  if (!question) return <Navigate to="/404" replace />;
  const others = questions.filter((q) => q !== question).slice(0, 5);
  return (
    <Page title={fillText(question.question, values)} className="content-page question-page">
      <ContentBody document={question.document} />
      <nav aria-labelledby="more-questions" className="question-page__more">
        <h2 id="more-questions">More questions</h2>
        <ul>
          {others.map((q) => (
            <li key={q.questionurl}>
              <Link to={`/question/${q.questionurl}`}>{fillText(q.question, values)}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/faq">All frequently asked questions</Link>
        </p>
      </nav>
    </Page>
  );
}

export default QuestionPage;
