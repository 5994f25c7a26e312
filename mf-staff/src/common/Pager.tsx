import { Link, type To } from 'react-router';

/** Previous and next links of a list shown a page at a time; nothing when it fits on one page. */
export function Pager({ current, pages, linkTo }: { current: number; pages: number; linkTo: (page: number) => To }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {current > 1 && <Link to={linkTo(current - 1)}>Previous page</Link>}
      <span>
        Page {current} of {pages}
      </span>
      {current < pages && <Link to={linkTo(current + 1)}>Next page</Link>}
    </nav>
  );
}
