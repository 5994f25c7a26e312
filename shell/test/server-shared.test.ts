import { describe, expect, it } from 'vitest';
import sharedPackage from '@cards/shared/package.json' with { type: 'json' };
import { sharedModules } from '../src/server.tsx';

// The pre-renderer gives a remote's server build the @cards/shared modules of the shell's (server.tsx): a module
// the remote imports and the shell does not provide leaves its pages not pre-rendered ('The shell's server build
// provides no …'). Every named entry of the package is provided; the wildcards are files of the named ones.
describe('the shell\'s server build provides @cards/shared', () => {
  it('provides every named entry point of the package', () => {
    const named = Object.keys(sharedPackage.exports)
      .filter((entry) => !entry.includes('*') && entry !== './package.json' && !entry.startsWith('./testing'))
      .map((entry) => `@cards/shared/${entry.slice(2)}`);
    expect(named.length).toBeGreaterThan(5);
    expect(Object.keys(sharedModules).sort()).toEqual(named.sort());
  });
});
