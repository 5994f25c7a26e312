export * from './http.ts';
export * from './token-store.ts';
export * from './events.ts';
export * from './errors.ts';
export * from './error-reporter.ts';
export * from './client.ts';
export * from './storage.ts';
export * from './draft.ts';
