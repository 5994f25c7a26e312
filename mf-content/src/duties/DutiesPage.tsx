import { Link } from 'react-router';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { pageAttributes } from '../content/attributes.ts';
import { fillText } from '../content/placeholders.ts';
import hubContent from '../content/pages/card-holder-duties.md';
import { duties } from './duties.ts';

/** The card holder's duties hub: what the law asks, by when, and a link to each report form. */
function DutiesPage() {
  const { values } = useReader();
  const { title, description } = pageAttributes(hubContent);
  usePageMeta({ description });
  return (
    <Page title={fillText(title, values)} className="content-page duties-page">
      <ContentBody document={hubContent} />
      <ul className="task-list duties-page__list">
        {duties.map((duty) => (
          <li key={duty.slug} className="task-list__item">
            <Link to={`/card-holder-duties/${duty.slug}`} className="task-list__link">
              {fillText(duty.title, values)}
            </Link>
            <p>
              <strong>Deadline: {fillText(duty.deadline, values)}.</strong> {fillText(duty.summary, values)}
            </p>
          </li>
        ))}
      </ul>
    </Page>
  );
}

export default DutiesPage;
