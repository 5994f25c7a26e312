import { Link } from 'react-router';
import type { QueuePage, QueueQuery, QueueSort } from '../api/types.ts';
import { day } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { firstOrder, sortNames, stageNames } from './queue-query.ts';
import { TableBox } from '../common/TableBox.tsx';

function SortHeader({ column, query, onSort }: { column: QueueSort; query: QueueQuery; onSort: (sort: QueueSort) => void }) {
  const sorted = query.sort === column;
  const order = query.order ?? firstOrder[column];
  return (
    <th scope="col" aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" onClick={() => onSort(column)}>
        {sortNames[column]}
        {sorted && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
        <span className="visually-hidden">{sorted ? `, sorted ${order === 'asc' ? 'ascending' : 'descending'}` : ', sort by this column'}</span>
      </button>
    </th>
  );
}

/** One page of the queue: each row links to the person, with the days in stage and, past the target, 'Past target'. */
export function QueueTable({ page, query, onSort }: { page: QueuePage; query: QueueQuery; onSort: (sort: QueueSort) => void }) {
  return (
    <TableBox label="Table of applications">
      <table className="staff-table">
        <caption className="visually-hidden">Applications, page {page.page}</caption>
        <thead>
          <tr>
            <SortHeader column="name" query={query} onSort={onSort} />
            <th scope="col">Tracking number</th>
            <th scope="col">Card</th>
            <th scope="col">Stage</th>
            <SortHeader column="days" query={query} onSort={onSort} />
            <SortHeader column="submitted" query={query} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.peopleId}>
              <th scope="row">
                <Link to={staffPaths.person(row.peopleId)}>{row.name}</Link>
              </th>
              <td>{row.trackingNumber}</td>
              <td>{row.cardType.toUpperCase()}</td>
              <td>{stageNames[row.stage] ?? row.stage}</td>
              <td>
                {row.daysInStage} {row.daysInStage === 1 ? 'day' : 'days'}
                {row.overdue && <strong className="overdue"> Past target</strong>}
              </td>
              <td>{day(row.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
