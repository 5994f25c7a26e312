import type { ReactNode } from 'react';

/**
 * A table's box, which scrolls sideways when the table is wider than the screen (320 px): a named region in the tab
 * order, so a keyboard can scroll it too when no link or button inside it can take focus.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
