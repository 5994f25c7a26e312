/**
 * A piece of the page could not be loaded: says so at the place it belongs, with a way to try again. Announced
 * when it appears (role alert); nothing else on the page is lost.
 */
export function LoadFailed({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry: () => void; retryLabel?: string }) {
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__message">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
