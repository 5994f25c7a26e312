export * from './types.ts';
export * from './brands.ts';
export * from './remotes.ts';
export * from './routes.ts';
export * from './resolve.ts';
export * from './guards.ts';
export * from './version.ts';
