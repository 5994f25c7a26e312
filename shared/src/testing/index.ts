// @cards/shared/testing: what every package's tests use to render pages and fake the network. Tests only.
export * from './fake-adapter.ts';
export * from './fake-draft-api.ts';
export * from './render.tsx';
