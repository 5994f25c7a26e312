export * from './roles.ts';
export * from './console.ts';
export * from './foreign-cards.ts';
