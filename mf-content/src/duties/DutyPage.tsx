import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { fillText } from '../content/placeholders.ts';
import { dutyBySlug } from './duties.ts';
import { ReportForm } from './ReportForm.tsx';

/** One duty of a card holder: the law and its deadline, what to do, and the form that tells the office. */
function DutyPage() {
  const { duty: slug } = useParams();
  const { values } = useReader();
  const duty = dutyBySlug(slug);
  usePageMeta({ title: duty && fillText(duty.title, values), description: duty?.description });
  if (!duty) return <Navigate to="/404" replace />;
  return (
    <Page title={fillText(duty.title, values)} className="content-page duty-page">
      <p className="notice duty-page__deadline">
        <strong>Deadline: {fillText(duty.deadline, values)}.</strong> {fillText(duty.summary, values)}
      </p>
      <ContentBody document={duty.document} />
      <ReportForm reportType={duty.slug} />
      <p>
        <Link to="/card-holder-duties">All your duties as a card holder</Link>
      </p>
    </Page>
  );
}

export default DutyPage;
