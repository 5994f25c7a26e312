import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, LoadingIndicator, Page, TextField, fieldId } from '@cards/shared/ui';
import { isInductionCompany } from '@cards/shared/domain';
import { FOREIGN_CARD_SEARCH_MAX_LENGTH } from '@cards/shared/staff';
import { Pager } from '../common/Pager.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { day } from '../common/words.ts';
import { staffPaths } from '../session/paths.ts';
import { SignedIn, useMember } from '../session/SignedIn.tsx';
import { inductionsDone, NoInductions } from './foreign-card-words.tsx';
import { TableBox } from '../common/TableBox.tsx';

/** The list's address for a search and a page. */
function listLink(q: string, page = 1) {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return { pathname: staffPaths.foreignCards, search: query ? `?${query}` : '' };
}

function ForeignCards() {
  const { api } = useMember();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const read = useCallback(() => api.foreignCards({ q, page }), [api, q, page]);
  const { loaded, retry } = useLoaded(read);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listLink(typed.trim()));
  };

  const list = loaded.state === 'done' ? loaded.value : null;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <Page title="Foreign cards" className="staff-page">
      <p>
        Cards issued by another body, registered so their holders can do this brand&apos;s security inductions. Each holder
        is emailed the link to their inductions.
      </p>
      <p>
        <Link className="button" to={staffPaths.newForeignCard}>Register a foreign card</Link>
      </p>
      <form className="queue-filters" onSubmit={submit} role="search" aria-label="Foreign cards">
        <TextField id={fieldId('q')} label="Find a card" hint="The start of the holder's name, their whole email address, or the whole card number."
          type="search" required={false} value={typed} onChange={setTyped} maxLength={FOREIGN_CARD_SEARCH_MAX_LENGTH} spellCheck={false} autoComplete="off" />
        <div className="form-actions">
          <button type="submit" className="button">Find</button>
        </div>
      </form>
      {q && <p><Link to={listLink('')}>Show every card</Link></p>}
      <p role="status" className="queue-count">
        {list && (list.total === 1 ? '1 card' : `${list.total} cards`)}
        {list && q && ` found for “${q}”`}
        {list && pages > 1 && `, page ${list.page} of ${pages}`}
      </p>
      {loaded.state === 'loading' && <LoadingIndicator />}
      {loaded.state === 'failed' && <LoadFailed message="The foreign cards could not be loaded." onRetry={retry} />}
      {list && list.cards.length === 0 && <p>{q ? 'No card matches. Check the spelling, or search by the card number.' : 'No foreign cards are registered yet.'}</p>}
      {list && list.cards.length > 0 && (
        <TableBox label="Table of foreign cards">
          <table className="staff-table">
            <caption className="visually-hidden">Foreign cards, page {list.page}</caption>
            <thead>
              <tr>
                <th scope="col">Holder</th>
                <th scope="col">Card</th>
                <th scope="col">Expires</th>
                <th scope="col">Registered</th>
                <th scope="col">Inductions</th>
              </tr>
            </thead>
            <tbody>
              {list.cards.map((card) => (
                <tr key={card.id}>
                  <th scope="row"><Link to={staffPaths.foreignCard(card.id)}>{card.name}</Link></th>
                  <td><span className="visually-hidden">Card ending </span>{card.cardNumber}</td>
                  <td>{day(card.expiry)}</td>
                  <td>{day(card.registeredAt)}</td>
                  <td>{inductionsDone(card.inductionsDone, card.inductionsTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {list && <Pager current={list.page} pages={pages} linkTo={(n) => listLink(q, n)} />}
    </Page>
  );
}

function CardsOfBrand() {
  const { session } = useMember();
  return isInductionCompany(session.staff.company) ? <ForeignCards /> : <NoInductions />;
}

/** The brand's foreign cards (docs/staff-console.md 'Pages'), searched, a page at a time. */
function ForeignCardsPage() {
  return (
    <SignedIn permission="person.foreign-card">
      <CardsOfBrand />
    </SignedIn>
  );
}

export default ForeignCardsPage;
