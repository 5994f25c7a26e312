import { useEffect, useRef, type MouseEvent } from 'react';
import { fieldId } from './field-id.ts';

export interface SummaryItem {
  /** Field path the message links to. */
  field: string;
  /** The same words as the message at the field. */
  message: string;
}

export interface SummarySection {
  /** The SPEC §5 summary message of the section. */
  heading: string;
  items: SummaryItem[];
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Moves to a field from the summary: its label or legend is scrolled into view so the question shows, then the
 * control takes focus. A group (a fieldset) hands focus to its first control.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches(FOCUSABLE) || target.hasAttribute('tabindex') ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  const caption = document.querySelector(`label[for="${id}"]`) ?? target.closest('fieldset')?.querySelector('legend') ?? target;
  caption.scrollIntoView({ block: 'start' });
  (control ?? target).focus({ preventScroll: true });
}

/**
 * The problems of a step after it was submitted (GOV.UK's error summary, SPEC §5 'Summary messages'): the SPEC
 * section messages as headings, and under each the fields that are wrong, linked to the field, in the words the
 * field shows. It takes focus only when `focusKey` changes, that is when the person submits (WCAG 2.4.3, 3.2.2);
 * it is no live region, so fixing a field while typing neither moves focus nor announces it again.
 */
export function ErrorSummary({ sections, focusKey, title = 'There is a problem' }: {
  sections: SummarySection[];
  /** Changes each time a submit finds problems. */
  focusKey: number;
  title?: string;
}) {
  const box = useRef<HTMLElement>(null);
  const shown = sections.some((s) => s.items.length > 0);
  useEffect(() => {
    if (focusKey > 0) box.current?.focus();
  }, [focusKey]);
  if (!shown) return null;
  return (
    <section className="error-summary" ref={box} tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      {sections
        .filter((s) => s.items.length > 0)
        .map((section) => (
          <div className="error-summary__section" key={section.heading}>
            <h3 className="error-summary__heading">{section.heading}</h3>
            <ul className="error-summary__list">
              {section.items.map((item) => (
                <li key={item.field}>
                  <a href={`#${fieldId(item.field)}`} onClick={(event) => goToField(event, fieldId(item.field))}>
                    {item.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
