/** Whether a WebAuthn call failed because the person cancelled it (or let it time out): nothing to report. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
