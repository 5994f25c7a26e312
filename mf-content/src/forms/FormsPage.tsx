import { blankFormPath, blankForms } from '@cards/shared/domain/blank-forms';
import { Page } from '@cards/shared/ui';
import { ContentBody } from '../components/ContentBody.tsx';
import { ContentHtml } from '../components/ContentHtml.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { pageAttributes } from '../content/attributes.ts';
import { fillText } from '../content/placeholders.ts';
import formsContent from '../content/pages/forms.md';

/** SPEC §2 forms: the paper forms we make (PDF, fillable on screen), for the card type being read about. */
function FormsPage() {
  const reader = useReader();
  const { title, description } = pageAttributes(formsContent);
  usePageMeta({ description });
  const forms = blankForms.filter((form) => form.cardTypes.includes(reader.cardType));
  return (
    <Page title={fillText(title, reader.values)} className="content-page forms-page">
      <ContentHtml blocks={formsContent.intro} />
      <ul className="download-list">
        {forms.map((form) => (
          <li key={form.slug} className="download-list__item">
            <h2 className="download-list__title">
              <a href={blankFormPath(form.slug)} download>
                {fillText(form.title, reader.values)} <span className="download-list__kind">(PDF)</span>
              </a>
            </h2>
            <p>{fillText(form.description, reader.values)}</p>
          </li>
        ))}
      </ul>
      <ContentBody document={{ ...formsContent, intro: [] }} />
    </Page>
  );
}

export default FormsPage;
