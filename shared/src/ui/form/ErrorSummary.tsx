import { useEffect, useRef } from 'react';
import { fieldId } from './fieldId.ts';

export interface SummaryItem {
  /** Field path the message links to. */
  field: string;
  message: string;
}

/**
 * The list of problems shown after a step is submitted (SPEC §5 'Summary messages'). It takes focus when it
 * appears, and each message links to its field (WCAG 3.3.1).
 */
export function ErrorSummary({ items, title = 'There is a problem' }: { items: SummaryItem[]; title?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const signature = items.map((i) => i.field + i.message).join('|');
  useEffect(() => {
    if (items.length) box.current?.focus();
  }, [signature]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!items.length) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.field + item.message}>
            <a
              href={`#${fieldId(item.field)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(item.field));
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
