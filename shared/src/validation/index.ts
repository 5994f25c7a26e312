// @cards/shared/validation: the checks the page and the api both run (SPEC §5). Isomorphic: no DOM, no React.
export * from './formats.ts';
export * from './keys.ts';
export * from './limits.ts';
export * from './decorators.ts';
export * from './step1.ts';
export * from './step2.ts';
export * from './step3.ts';
export * from './step4.ts';
export * from './step-errors.ts';
export * from './form-steps.ts';
export * from './save.ts';
export * from './messages.ts';
export * from './renew.ts';
export * from './track.ts';
export * from './payment.ts';
export * from './contact.ts';
export * from './opneed.ts';
