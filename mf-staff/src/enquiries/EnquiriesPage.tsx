import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import type { EnquiryQuery } from '../api/types.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { when } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { enquirySearch, readEnquiryQuery, whoHasIt } from './enquiry-words.ts';
import { Pager } from '../common/Pager.tsx';
import { TableBox } from '../common/TableBox.tsx';

const views: Array<{ label: string; query: EnquiryQuery }> = [
  { label: 'Open', query: {} },
  { label: 'Closed', query: { status: 'closed' } },
  { label: 'Assigned to me', query: { mine: true } },
];

function Inbox() {
  const { api, session } = useMember();
  const [search] = useSearchParams();
  const key = search.toString();
  const query = useMemo(() => readEnquiryQuery(new URLSearchParams(key)), [key]);
  const read = useCallback(() => api.enquiries(query), [api, query]);
  const { loaded, retry } = useLoaded(read);
  const page = loaded.state === 'done' ? loaded.value : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const current = page?.page ?? query.page ?? 1;
  const link = (next: EnquiryQuery) => ({ pathname: staffPaths.enquiries, search: enquirySearch(next) });
  const isView = (view: EnquiryQuery) => (view.status ?? 'open') === (query.status ?? 'open') && Boolean(view.mine) === Boolean(query.mine);
  const closed = query.status === 'closed';

  return (
    <Page title="Enquiries" className="staff-page">
      <nav aria-label="Enquiries to show">
        <ul className="stage-tabs">
          {views.map((view) => (
            <li key={view.label}>
              <Link to={link(view.query)} aria-current={isView(view.query) ? 'page' : undefined}>{view.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="queue-count">
        {page && (page.total === 1 ? '1 enquiry' : `${page.total} enquiries`)}
        {page && page.total > 0 && pages > 1 && `, page ${current} of ${pages}`}
      </p>
      {loaded.state === 'loading' && <LoadingIndicator />}
      {loaded.state === 'failed' && <LoadFailed message="The enquiries could not be loaded." onRetry={retry} />}
      {page && page.enquiries.length === 0 && (
        <p>{closed ? 'No closed enquiries.' : query.mine ? 'You have no open enquiries.' : 'No open enquiries. Everything is answered.'}</p>
      )}
      {page && page.enquiries.length > 0 && (
        <TableBox label="Table of enquiries">
          <table className="staff-table">
            <caption className="visually-hidden">
              {views.find((view) => isView(view.query))?.label ?? 'Open'} enquiries, page {current}
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Topic</th>
                <th scope="col">Name</th>
                <th scope="col">Received</th>
                {closed && <th scope="col">Closed</th>}
                <th scope="col">Who has it</th>
              </tr>
            </thead>
            <tbody>
              {page.enquiries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <Link to={staffPaths.enquiry(entry.id)}>{entry.reference}</Link>
                  </th>
                  <td>{entry.topic}</td>
                  <td>{entry.name}</td>
                  <td>{when(entry.receivedAt)}</td>
                  {closed && <td>{when(entry.closedAt)}</td>}
                  <td>{whoHasIt(entry, session.staff.id)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {page && <Pager current={current} pages={pages} linkTo={(n) => link({ ...query, page: n })} />}
    </Page>
  );
}

/** The brand's enquiries inbox (docs/staff-console.md 'Pages'): open, closed or the member's own, a page at a time. */
function EnquiriesPage() {
  return (
    <SignedIn permission="enquiries.read">
      <Inbox />
    </SignedIn>
  );
}

export default EnquiriesPage;
