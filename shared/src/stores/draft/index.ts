export * from './draft-store.ts';
export { readyForFirstSave } from './first-save.ts';
export { TOO_MANY_REQUESTS, UNKNOWN_ERROR, type LinkRequestResult } from './link-request.ts';
export type { SubmitOutcome, Submitted } from './submission.ts';
