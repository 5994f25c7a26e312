import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  heading: ReactNode;
  body: ReactNode;
}

/**
 * Sections that open and close: each heading holds a button that says whether its panel is expanded (the WAI-ARIA
 * accordion pattern). `openId` opens one at the start and moves focus to its button (the FAQ's deep link).
 */
export function Accordion({ items, openId, headingLevel = 2, label }: {
  items: AccordionItem[];
  openId?: string;
  headingLevel?: 2 | 3;
  label: string;
}) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(openId ? [openId] : []));
  // A new deep link (another /faq/{questionurl}) opens its item too: state adjusted while rendering, not in an effect.
  const [linked, setLinked] = useState(openId);
  if (openId !== linked) {
    setLinked(openId);
    if (openId && !open.has(openId)) setOpen(new Set([...open, openId]));
  }
  const focusTarget = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!openId) return;
    focusTarget.current?.focus({ preventScroll: true });
    focusTarget.current?.scrollIntoView({ block: 'start' });
  }, [openId]);

  const allOpen = items.length > 0 && items.every((item) => open.has(item.id));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="accordion">
      <div className="accordion__controls">
        <button type="button" className="link-button" onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((i) => i.id)))}>
          {allOpen ? `Close all ${label}` : `Open all ${label}`}
        </button>
      </div>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className={expanded ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading" id={item.id}>
              <button
                type="button"
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                ref={item.id === openId ? focusTarget : undefined}
                onClick={() => toggle(item.id)}
              >
                {item.heading}
              </button>
            </Heading>
            <div id={`${item.id}-panel`} className="accordion__panel" hidden={!expanded}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
