/** The end of a step's form: why it could not be saved, if so, and the button to continue. */
export function StepActions({ problem }: { problem: string | null }) {
  return (
    <>
      {problem && (
        <p className="step-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button">
          Save and continue
        </button>
      </div>
    </>
  );
}
