export * from './reference.ts';
export * from './price.ts';
export * from './idle.ts';
export * from './draft.ts';
