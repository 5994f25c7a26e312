import { useEffect, useRef, type ReactNode } from 'react';
import { shouldFocusHeading } from '../focus.ts';

/** A page's main heading and body. The heading takes focus after navigation (see focus.ts). */
export function Page({ title, children, className }: { title: ReactNode; children?: ReactNode; className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocusHeading()) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}
