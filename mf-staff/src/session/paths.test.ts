import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './paths.ts';

describe('where sign-in leads', () => {
  it.each([
    [null, '/staff'],
    ['/staff/people/42', '/staff/people/42'],
    ['/staff?stage=decided&page=2', '/staff?stage=decided&page=2'],
    ['https://evil.example/staff', '/staff'],
    ['//evil.example/staff', '/staff'],
    ['/status/42', '/staff'],
    ['/staff/sign-in', '/staff'],
    ['/staffing', '/staff'],
  ])('%s → %s', (next, path) => {
    expect(afterSignIn(next)).toBe(path);
  });

  it('comes back to the page asked for, and says why', () => {
    expect(signInPath('/staff/people/42', 'idle')).toBe('/staff/sign-in?next=%2Fstaff%2Fpeople%2F42&reason=idle');
    expect(signInPath('/staff')).toBe('/staff/sign-in');
  });
});
