export * from './root.ts';
export * from './session.ts';
export * from './lookups.ts';
export * from './person.ts';
export type { StoreEnv } from './env.ts';
export * from './context.tsx';
export * from './draft/index.ts';
export * from './contact.ts';
export * from './opneed-form.ts';
