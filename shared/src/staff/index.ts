export * from './roles.ts';
export * from './console.ts';
