/**
 * Ends the current task, so the browser can handle input and paint before the next step of the start.
 * `scheduler.yield` resumes ahead of other waiting tasks; elsewhere a timer does, at most a few milliseconds later.
 */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
