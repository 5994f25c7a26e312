import { staffDownloads } from '../api/client.ts';

/**
 * A request for access to personal information (APP 12): everything held about the person, to download as a PDF to
 * send them or as the data itself. The api records each download on the person's history.
 */
export function DataAccessSection({ peopleId }: { peopleId: number }) {
  return (
    <section aria-labelledby="data-access-heading">
      <h2 id="data-access-heading">Everything we hold about this person</h2>
      <p>For a request to see the personal information we hold (Australian Privacy Principle 12).</p>
      <ul>
        <li>
          <p>
            <a href={staffDownloads.dataAccess(peopleId, 'pdf')}>Download as a readable PDF</a>
          </p>
          <p className="field__hint">To send to the person. Each download is recorded in this person's history, with your name.</p>
        </li>
        <li>
          <p>
            <a href={staffDownloads.dataAccess(peopleId, 'json')}>Download as a data file (JSON)</a>
          </p>
          <p className="field__hint">Everything as data, for our records. Each download is recorded in this person's history, with your name.</p>
        </li>
      </ul>
    </section>
  );
}
