/** Shown while a page or its bundle loads. Announced politely once, not repeated. */
export function LoadingIndicator({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-indicator" role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="loading-indicator__label">{label}…</span>
    </div>
  );
}
