import { useEffect, useRef } from 'react';

/** Shown in place of a page whose bundle could not be loaded. Focus moves here so the message is heard. */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page-unavailable" role="alert" aria-labelledby="page-unavailable-title">
      <h1 id="page-unavailable-title" tabIndex={-1} ref={heading}>
        This page is not available right now
      </h1>
      <p>
        We could not load this part of the site. Check your internet connection and try again. The rest of the
        site still works, and nothing you have saved is lost.
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
