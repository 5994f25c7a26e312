export * from './http.ts';
export * from './tokenStore.ts';
export * from './events.ts';
export * from './errors.ts';
export * from './errorReporter.ts';
export * from './client.ts';
export * from './storage.ts';
export * from './draft.ts';
