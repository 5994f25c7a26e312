import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router';
import type { CertificateCheck } from '@cards/shared/api';
import { buildPath } from '@cards/shared/brand';
import { longDate } from '@cards/shared/domain';
import { useBrand, useRootStore } from '@cards/shared/stores';
import { ErrorSummary, LoadFailed, LoadingIndicator, Page, TextField, fieldId } from '@cards/shared/ui';
import './certificate.css';

/** A result's heading, which takes focus when it answers a code typed on this page. */
function ResultHeading({ focus, children }: { focus: boolean; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 id="result-heading" tabIndex={-1} ref={heading}>
      {children}
    </h2>
  );
}

function Genuine({ check, code, focus }: { check: CertificateCheck; code: string; focus: boolean }) {
  return (
    <section className="notice certificate-result certificate-result--genuine" aria-labelledby="result-heading">
      <ResultHeading focus={focus}>This certificate is genuine</ResultHeading>
      <p>We issued a certificate with the verification code {code}. Check that its details match the certificate you were shown.</p>
      <dl className="certificate-details">
        <div>
          <dt>Initials of the person</dt>
          <dd>{check.initials}</dd>
        </div>
        <div>
          <dt>Induction</dt>
          <dd>{check.programName}</dd>
        </div>
        <div>
          <dt>Airport</dt>
          <dd>{check.airport}</dd>
        </div>
        <div>
          <dt>Completed on</dt>
          <dd>{longDate(check.completedAt)}</dd>
        </div>
      </dl>
      <p>For privacy we show only the person’s initials. Ask to see their card to check their full name.</p>
    </section>
  );
}

/** Another code to check, in place of the one in the address. */
function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const error = tried && !code.trim() ? 'Enter the verification code from the certificate' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!code.trim()) {
      setFocusKey((k) => k + 1);
      return;
    }
    onCode(code.trim());
  };
  return (
    <>
      <ErrorSummary sections={[{ heading: 'Please check the code', items: error ? [{ field: 'code', message: error }] : [] }]} focusKey={focusKey} />
      <form onSubmit={submit} noValidate className="certificate-form">
        <TextField
          id={fieldId('code')}
          label="Verification code"
          hint="It is printed on the certificate. Type it exactly as shown."
          autoComplete="off"
          spellCheck={false}
          value={code}
          error={error}
          onChange={setCode}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            Check this code
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * The public check of an induction certificate (route induction-certificate): anyone holding a
 * certificate can see that we issued it, with no more than the holder's initials, the program, the airport and
 * the day. An unknown code offers another try; any other failure offers a retry.
 */
function CertificateCheckPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const { product } = useBrand();
  const { certificate } = useRootStore().induction;
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    void certificate.check(code);
    return () => certificate.forget();
  }, [certificate, code]);
  const retry = () => void certificate.retry();
  const check = (next: string) => {
    setTyped(true);
    if (next === code) retry();
    else void navigate(buildPath('induction-certificate', product, { code: next }));
  };
  const status = certificate.isFor(code) ? certificate.status : 'loading';

  return (
    <Page title="Check an induction certificate">
      <p>Airport security inductions completed with us come with a certificate that has a verification code on it.</p>
      {status === 'loading' && <LoadingIndicator label="Checking the certificate" />}
      {status === 'loaded' && certificate.result && <Genuine check={certificate.result} code={code} focus={typed} />}
      {status === 'missing' && (
        <>
          <section className="notice notice--warning certificate-result" aria-labelledby="result-heading">
            <ResultHeading focus={typed}>No certificate has this code</ResultHeading>
            <p>
              We have no certificate with the verification code {code}. Check the code on the certificate: it is easy to
              mistake 0 for O or 1 for I. If it still does not match, the certificate did not come from us.
            </p>
          </section>
          <h2>Check another code</h2>
          <CodeForm onCode={check} />
        </>
      )}
      {status === 'failed' && (
        <LoadFailed message="We could not check the certificate just now. Check your connection and try again." onRetry={retry} />
      )}
    </Page>
  );
}

export default observer(CertificateCheckPage);
