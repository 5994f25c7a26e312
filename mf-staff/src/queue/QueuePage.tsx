import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { stages, type QueuePage as QueueAnswer, type QueueQuery } from '../api/types.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { FindApplication } from './FindApplication.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueTable } from './QueueTable.tsx';
import { queueSearch, readQueueQuery, sortedBy, stageNames } from './queue-query.ts';
import { Pager } from '../common/Pager.tsx';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; page: QueueAnswer; key: string };

function Queue() {
  const { api } = useMember();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const key = search.toString();
  const query = useMemo(() => readQueueQuery(new URLSearchParams(key)), [key]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.queue(query).then(
      (page) => live && setLoaded({ state: 'done', page, key }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, query, key, attempt]);

  const go = (next: QueueQuery) => void navigate({ search: queueSearch(next) });
  const link = (next: QueueQuery) => ({ search: queueSearch(next) });
  const page = loaded.state === 'done' ? loaded.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const current = page?.page ?? query.page ?? 1;
  const total = page ? Object.values(page.stageCounts).reduce<number>((sum, n) => sum + (n ?? 0), 0) : null;

  return (
    <Page title="Applications" className="staff-page">
      <nav aria-label="Stages">
        <ul className="stage-tabs">
          <li>
            <Link to={link({ ...query, stage: undefined, page: undefined })} aria-current={query.stage ? undefined : 'page'}>
              Every stage{total !== null && ` (${total})`}
            </Link>
          </li>
          {stages.map((stage) => (
            <li key={stage}>
              <Link to={link({ ...query, stage, page: undefined })} aria-current={query.stage === stage ? 'page' : undefined}>
                {stageNames[stage]}
                {page && ` (${page.stageCounts[stage] ?? 0})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueueFilters key={`${query.cardType}|${query.airport}|${query.q}`} query={query} onChange={go} />
      <p role="status" className="queue-count">
        {page && (page.total === 1 ? '1 application' : `${page.total} applications`)}
        {page && page.total > 0 && pages > 1 && `, page ${current} of ${pages}`}
      </p>
      {loaded.state === 'loading' && <LoadingIndicator />}
      {loaded.state === 'failed' && (
        <LoadFailed message="The applications could not be loaded." onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {page && page.rows.length === 0 && <p>No applications match. Try another stage, or fewer filters.</p>}
      {page && page.rows.length > 0 && <QueueTable page={page} query={query} onSort={(sort) => go(sortedBy(query, sort))} />}
      {page && <Pager current={current} pages={pages} linkTo={(n) => link({ ...query, page: n })} />}
    </Page>
  );
}

/** The queue for those who may read it; for those who may only see people (privacy officers), finding one by number. */
function StartPage() {
  const { may } = useMember();
  if (may('queue.read')) return <Queue />;
  if (may('person.read')) return <FindApplication />;
  return (
    <Page title="You cannot use this page">
      <p>Your staff roles do not include this page. Ask a supervisor if you need it.</p>
    </Page>
  );
}

/**
 * The console's start page. The queue (docs/staff-console.md 'The person's casework'): applications by stage,
 * filtered, sorted, a page at a time.
 */
function QueuePage() {
  return (
    <SignedIn>
      <StartPage />
    </SignedIn>
  );
}

export default QueuePage;
