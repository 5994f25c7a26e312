/**
 * The recovery codes, shown once: each signs in once in place of the authenticator app or passkey, so the member must
 * keep them now, somewhere safe and apart from this device.
 */
export function RecoveryCodes({ codes, onDone, doneLabel = 'I have kept my recovery codes' }: { codes: readonly string[]; onDone: () => void; doneLabel?: string }) {
  return (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading">Keep your recovery codes</h2>
      <div className="staff-notice" role="note">
        <p>
          <strong>You will not see these codes again.</strong> Write them down or print them now, and keep them somewhere
          safe, away from this computer and your phone.
        </p>
        <p>If you lose your phone or passkey, each code lets you sign in once. Do not share them with anyone.</p>
      </div>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
