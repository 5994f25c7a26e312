/** Whether a WebAuthn call failed because the person cancelled it (or let it time out): nothing to report. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/**
 * Runs a browser's passkey ceremony: its answer, or, when the person cancelled it or the device could not make or use
 * a passkey, undefined after `refuse` has said which in the page's own words.
 */
export async function passkeyCeremony<T>(ceremony: () => Promise<T>, words: { cancelled: string; failed: string },
  refuse: (message: string) => void): Promise<T | undefined> {
  try {
    return await ceremony();
  } catch (caught) {
    refuse(passkeyCancelled(caught) ? words.cancelled : words.failed);
    return undefined;
  }
}
