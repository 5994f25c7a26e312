import { useEffect, useRef, type ReactNode } from 'react';
import { shouldFocusHeading } from '../focus.ts';

/**
 * A page's main heading and body. The heading takes focus after navigation (see focus.ts), and whenever `screen`
 * changes from one defined value to another: an action that replaces the page's content in place (a form sent, a
 * payment taken) would otherwise leave focus on a button that is gone, that is on the page itself (WCAG 2.4.3).
 */
export function Page({ title, children, className, screen }: {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Names what the page shows now; undefined while that is not yet known (before hydration). */
  screen?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(screen);
  useEffect(() => {
    if (shouldFocusHeading()) heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (shown.current !== undefined && screen !== undefined && shown.current !== screen) heading.current?.focus({ preventScroll: true });
    shown.current = screen;
  }, [screen]);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}
