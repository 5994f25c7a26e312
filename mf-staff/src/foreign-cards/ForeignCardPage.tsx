import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isInductionCompany } from '@cards/shared/domain';
import type { ForeignCardRecord } from '@cards/shared/staff';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { StaffApiError } from '../api/client.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { day, when } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { inductionsDone, NoInductions } from './foreign-card-words.tsx';
import { TableBox } from '../common/TableBox.tsx';

/** What the registration page hands over: whether the holder's email went. */
export interface RegisteredState {
  registered: { mailQueued: boolean };
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="person-facts">
      {rows.map(([name, value]) => (
        <div key={name} className="fact-row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ card }: { card: ForeignCardRecord }) {
  const registered = (useLocation().state as RegisteredState | null)?.registered;
  const name = [card.firstname, card.middlenames, card.surname].filter(Boolean).join(' ');
  const done = card.inductions.filter((item) => item.completedAt).length;
  return (
    <Page title={name} className="staff-page">
      <div role="status">
        {registered && (
          <p className="staff-notice">
            <strong>The card is registered.</strong>{' '}
            {registered.mailQueued
              ? `We have emailed ${card.email} the link to their inductions.`
              : 'The email could not be sent now (too many emails to this address today): give the holder the link below.'}
          </p>
        )}
      </div>
      <p><Link to={staffPaths.foreignCards}>All foreign cards</Link></p>
      <div className="person-sections">
        <section aria-labelledby="holder-heading">
          <h2 id="holder-heading">Holder</h2>
          <Facts rows={[
            ['Name', name],
            ['Date of birth', day(card.birthdate)],
            ['Email', card.email],
            ['Mobile', card.phone],
            ['Home address', `${card.address.line1}, ${card.address.locality} ${card.address.state} ${card.address.postcode}`],
          ]} />
        </section>
        <section aria-labelledby="card-heading">
          <h2 id="card-heading">Card</h2>
          <Facts rows={[
            ['Card number', `${card.cardNumber} (only its last three characters are shown)`],
            ['Expires', day(card.expiry)],
            ['Registered', `${when(card.registeredAt)}${card.registeredBy ? ` by ${card.registeredBy}` : ' by the holder, online'}`],
          ]} />
        </section>
        <section aria-labelledby="inductions-heading">
          <h2 id="inductions-heading">Inductions</h2>
          <p>{inductionsDone(done, card.inductions.length)}.</p>
          <TableBox label="Table of inductions">
            <table className="staff-table">
              <caption className="visually-hidden">Inductions</caption>
              <thead>
                <tr>
                  <th scope="col">Induction</th>
                  <th scope="col">Finished</th>
                  <th scope="col">Certificate</th>
                </tr>
              </thead>
              <tbody>
                {card.inductions.map((item) => (
                  <tr key={item.name}>
                    <th scope="row">{item.name}</th>
                    <td>{item.completedAt ? when(item.completedAt) : 'Not yet'}</td>
                    <td>{item.certificateCode ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <p>
            The holder follows their inductions on their own page. If the email did not reach them, give them its
            address: <span className="enquiry-text">{new URL(card.statusPath, window.location.origin).href}</span>
          </p>
        </section>
      </div>
    </Page>
  );
}

function CardLoader({ id }: { id: number }) {
  const { api } = useMember();
  const read = useCallback(() => api.foreignCard(id), [api, id]);
  const { loaded, retry } = useLoaded(read);
  if (loaded.state === 'loading') return <LoadingIndicator />;
  if (loaded.state === 'failed') {
    const missing = loaded.error instanceof StaffApiError && loaded.error.status === 404;
    return missing ? (
      <Page title="Foreign card not found" className="staff-page">
        <p>There is no foreign card with that number at this brand.</p>
        <p><Link to={staffPaths.foreignCards}>All foreign cards</Link></p>
      </Page>
    ) : <LoadFailed message="The card could not be loaded." onRetry={retry} />;
  }
  return <Card card={loaded.value} />;
}

function CardOfBrand() {
  const { session } = useMember();
  const id = Number(useParams().id);
  if (!isInductionCompany(session.staff.company)) return <NoInductions />;
  return Number.isSafeInteger(id) && id > 0 ? <CardLoader id={id} /> : (
    <Page title="Foreign card not found" className="staff-page">
      <p>There is no foreign card with that number at this brand.</p>
      <p><Link to={staffPaths.foreignCards}>All foreign cards</Link></p>
    </Page>
  );
}

/** One registered foreign card: its holder, the card and their inductions (docs/staff-console.md 'Pages'). */
function ForeignCardPage() {
  return (
    <SignedIn permission="person.foreign-card">
      <CardOfBrand />
    </SignedIn>
  );
}

export default ForeignCardPage;
