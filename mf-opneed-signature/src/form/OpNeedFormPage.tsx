import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import { useRootStore } from '@cards/shared/stores';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import { StatementForm } from './StatementForm.tsx';
import './opneed.css';

/**
 * SPEC §2 operational-need-form: the statement an employer or sponsor confirms and signs, opened from the emailed
 * link. A form that does not load is the 404 page (SPEC §8); lists that do not load offer a retry instead.
 */
function OpNeedFormPage() {
  const { id = '', refId = '' } = useParams();
  const { opneedForm, lookups } = useRootStore();
  useEffect(() => {
    void opneedForm.load(id, refId);
  }, [opneedForm, id, refId]);
  const lists = [lookups.operationalNeeds, lookups.operationalNeedCategories, lookups.accessFrequencies, lookups.airports, lookups.states, lookups.countries];
  useEffect(() => {
    for (const list of lists) void list.load();
    // The lists are the store's own, made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookups]);

  if (opneedForm.status === 'missing' && opneedForm.replacedMessage) {
    // An old link after "Email the link again" said a bare "Page not found".
    return (
      <Page title="This link has been replaced" className="opneed-page">
        <p>{opneedForm.replacedMessage}</p>
      </Page>
    );
  }
  if (opneedForm.status === 'missing') return <Navigate to="/404" replace />;
  const failed = lists.filter((list) => list.status === 'failed');
  const form = opneedForm.form;
  return (
    <Page title="Statement of operational need" className="opneed-page">
      {failed.length > 0 && (
        <LoadFailed message="Some of the lists this form needs did not load." onRetry={() => failed.forEach((list) => void list.retry())} />
      )}
      {!form || lists.some((list) => list.status !== 'loaded') ? (
        failed.length === 0 && <LoadingIndicator />
      ) : (
        <StatementForm key={form.id} form={form} />
      )}
    </Page>
  );
}

export default observer(OpNeedFormPage);
