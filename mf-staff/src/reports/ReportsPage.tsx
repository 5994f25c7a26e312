import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions, LoadFailed, LoadingIndicator, Page, TextField, fieldId } from '@cards/shared/ui';
import { StaffApiError, staffDownloads } from '../api/client.ts';
import { reportStages, type ApplicationsReport, type ReportRange, type ReportStage } from '../api/types.ts';
import { Problems } from '../common/Problems.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { day } from '../common/words.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { TableBox } from '../common/TableBox.tsx';

// The report's range lives in the address (?from=&to=, the api's names), so a report can be shared and Back works.
// Left out, the api's own default: this week and the 11 before it.

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function readRange(search: URLSearchParams): ReportRange {
  const from = search.get('from');
  const to = search.get('to');
  return { ...(isDay(from) ? { from } : {}), ...(isDay(to) ? { to } : {}) };
}

export function rangeSearch(range: ReportRange): string {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const reportStageNames: Record<ReportStage, string> = {
  interviewed: 'Interviewed',
  paid: 'Paid',
  lodged: 'Lodged with AusCheck',
  decided: 'Decided',
  dispatched: 'Dispatched',
  activated: 'Activated',
};

const days = (value: number | null) => (value === null ? '—' : String(value));

function RangeForm({ range, errors, focusKey, busy }: {
  range: ReportRange;
  errors: Record<string, string | undefined>;
  focusKey: number;
  busy: boolean;
}) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: rangeSearch({ from: from.trim() || undefined, to: to.trim() || undefined }) });
  };
  return (
    <form className="queue-filters" onSubmit={submit} noValidate aria-label="The report's days">
      <Problems errors={errors} focusKey={focusKey} />
      <TextField id={fieldId('from')} label="From" hint="The first day of applications submitted. Leave empty for 12 weeks ago." type="date" optional
        value={from} onChange={setFrom} error={errors.from} />
      <TextField id={fieldId('to')} label="To" hint="The last day, included. Leave empty for today." type="date" optional
        value={to} onChange={setTo} error={errors.to} />
      <FormActions submitLabel="Show the report" busy={busy} />
    </form>
  );
}

function Report({ report }: { report: ApplicationsReport }) {
  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading">Applications submitted from {day(report.from)} to {day(report.to)}</h2>
      <p className="field__hint">Days are in the office's time zone ({report.timeZone}), both days included.</p>
      <dl className="person-facts">
        <dt>Applications</dt>
        <dd>{report.total}</dd>
        <dt>ASIC</dt>
        <dd>{report.cardTypes.asic}</dd>
        <dt>MSIC</dt>
        <dd>{report.cardTypes.msic}</dd>
        <dt>Redacted</dt>
        <dd>{report.redacted}</dd>
      </dl>
      <p>
        <a href={staffDownloads.reportCsv({ from: report.from, to: report.to })}>Download as a spreadsheet (CSV)</a>
        {' '}(one row for each application in these days)
      </p>
      <TableBox label="Table of applications by week">
        <table className="staff-table">
          <caption>Applications by week (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Submitted</th>
              {reportStages.map((stage) => <th key={stage} scope="col">{reportStageNames[stage]}</th>)}
            </tr>
          </thead>
          <tbody>
            {report.weeks.map((week) => (
              <tr key={week.weekStarting}>
                <th scope="row">{day(week.weekStarting)}</th>
                <td>{week.submitted}</td>
                {reportStages.map((stage) => <td key={stage}>{week[stage]}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <TableBox label="Table of days to each stage">
        <table className="staff-table">
          <caption>Days from submission to each stage</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Reached</th>
              <th scope="col">Median days</th>
              <th scope="col">90th percentile days</th>
            </tr>
          </thead>
          <tbody>
            {report.stages.map((stage) => (
              <tr key={stage.stage}>
                <th scope="row">{reportStageNames[stage.stage] ?? stage.stage}</th>
                <td>{stage.reached}</td>
                <td>{days(stage.medianDays)}</td>
                <td>{days(stage.p90Days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

function Reports() {
  const { api } = useMember();
  const [search] = useSearchParams();
  const key = search.toString();
  const range = useMemo(() => readRange(new URLSearchParams(key)), [key]);
  const read = useCallback(() => api.report(range), [api, range]);
  const { loaded, retry } = useLoaded(read);
  // A wrong range (400) is the api's message at the field it names.
  const refused = loaded.state === 'failed' && loaded.error instanceof StaffApiError && loaded.error.status === 400 ? loaded.error : null;
  const errors = useMemo<Record<string, string | undefined>>(() => {
    if (!refused) return {};
    const named = (['from', 'to'] as const).filter((field) => refused.fields[field]);
    const message = refused.message || 'Check this day';
    return Object.fromEntries((named.length > 0 ? named : ['from' as const]).map((field) => [field, message]));
  }, [refused]);
  // Each new refusal moves focus to the summary (the state adjusted while rendering, as React advises).
  const [focus, setFocus] = useState<{ for: StaffApiError | null; key: number }>({ for: null, key: 0 });
  if (refused !== focus.for) setFocus({ for: refused, key: refused ? focus.key + 1 : focus.key });
  const focusKey = focus.key;

  return (
    <Page title="Reports" className="staff-page">
      <p>Your organisation's applications submitted in a range of days: how many reached each stage, week by week, and how long each stage took.</p>
      <RangeForm key={key} range={range} errors={errors} focusKey={focusKey} busy={loaded.state === 'loading'} />
      {loaded.state === 'loading' && <LoadingIndicator />}
      {loaded.state === 'failed' && !refused && <LoadFailed message="The report could not be made." onRetry={retry} />}
      {loaded.state === 'done' && <Report report={loaded.value} />}
    </Page>
  );
}

/** Reports, for supervisors (docs/staff-console.md 'Reports'): the figures of a range of days, and its CSV. */
function ReportsPage() {
  return (
    <SignedIn permission="reports.read">
      <Reports />
    </SignedIn>
  );
}

export default ReportsPage;
