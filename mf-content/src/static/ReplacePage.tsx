import { Link, useLocation } from 'react-router';
import { Page } from '@cards/shared/ui';
import { Accordion } from '../components/Accordion.tsx';
import { ContentHtml } from '../components/ContentHtml.tsx';
import { usePageMeta, useReader } from '../components/use-reader.ts';
import { pageAttributes } from '../content/attributes.ts';
import { fillHtml, fillText } from '../content/placeholders.ts';
import replaceContent from '../content/pages/replace.md';

/**
 * SPEC §2 /replace: an accordion of the replacement types (change of name, lost, damaged, stolen), one per `##`
 * section of its content file. /replace#lost opens that one.
 */
function ReplacePage() {
  const { values } = useReader();
  const { hash } = useLocation();
  const { title, description } = pageAttributes(replaceContent);
  usePageMeta({ description });
  const opened = replaceContent.sections.find((s) => `#${s.id}` === hash);
  return (
    <Page title={fillText(title, values)} className="content-page replace-page">
      <ContentHtml blocks={replaceContent.intro} />
      <Accordion
        label="replacement types"
        openId={opened?.id}
        items={replaceContent.sections.map((section) => ({
          id: section.id,
          heading: <span dangerouslySetInnerHTML={{ __html: fillHtml(section.heading, values) }} />,
          body: <ContentHtml blocks={section.blocks} />,
        }))}
      />
      <p>
        To tell us about a lost, stolen or damaged card, or a change of name, use the forms on{' '}
        <Link to="/card-holder-duties">your duties as a card holder</Link>.
      </p>
    </Page>
  );
}

export default ReplacePage;
