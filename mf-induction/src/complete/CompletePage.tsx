import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router';
import { buildPath } from '@cards/shared/brand';
import { longDate } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { LoadFailed, LoadingIndicator, Page } from '@cards/shared/ui';
import '../player/induction.css';

/**
 * Where a finished induction redirects (SPEC §4 'Result complete redirects'): the certificate to download and the
 * code anyone can check it by. An induction that is not finished goes back to the player.
 */
function CompletePage() {
  const { inductionID = '' } = useParams();
  const { induction, session } = useRootStore();
  useEffect(() => {
    if (induction.state?.id !== inductionID || !induction.complete || !induction.state.completedAt) void induction.load(inductionID);
  }, [induction, inductionID]);

  if (induction.status === 'missing') return <Navigate to="/404" replace />;
  const state = induction.state?.id === inductionID ? induction.state : null;
  if (induction.status === 'loaded' && state && !induction.complete) return <Navigate to={`/induction/${encodeURIComponent(inductionID)}`} replace />;
  const certificate = induction.certificateUrl(inductionID);
  const checkPath = state?.certificateCode ? buildPath('induction-certificate', session.brandData.product, { code: state.certificateCode }) : '';

  return (
    <Page title="Induction complete" className="induction-page">
      {induction.status === 'failed' && (
        <LoadFailed message="We could not load your certificate. Check your internet connection, then try again." onRetry={() => void induction.load(inductionID)} />
      )}
      {!state || !induction.complete ? (
        induction.status !== 'failed' && <LoadingIndicator />
      ) : (
        <>
          <div className="notice notice--success">
            <p>
              Well done, {state.traineeName}. You completed the <strong>{state.programName}</strong>
              {state.completedAt && <> on {longDate(state.completedAt)}</>}. It is recorded against your card.
            </p>
          </div>
          <h2>Your certificate</h2>
          <p>Download your certificate and keep it. Your employer or the airport may ask to see it.</p>
          <p>
            <a className="button" href={certificate} download>Download your certificate (PDF)</a>
          </p>
          {state.certificateCode && (
            <>
              <h2>Checking the certificate</h2>
              <p>
                Anyone can check the certificate is genuine with its verification code:{' '}
                <span className="induction-complete__code">{state.certificateCode}</span>
              </p>
              <p>
                <Link to={checkPath}>Check this certificate</Link> (the check shows only your initials, the induction and the date).
              </p>
            </>
          )}
        </>
      )}
    </Page>
  );
}

export default observer(CompletePage);
