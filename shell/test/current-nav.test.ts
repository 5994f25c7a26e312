import { describe, expect, it } from 'vitest';
import { currentNavId, type NavItem } from '../src/layout/current-nav.ts';

// SPEC §2 main navigation: which link is the page shown (aria-current). a renewal's form steps were
// marked 'Apply', as their addresses are under /apply like every form's.
const items: NavItem[] = [
  { id: 'home', path: '/', label: 'Home' },
  { id: 'apply', path: '/apply', label: 'Apply' },
  { id: 'renew', path: '/renew', label: 'Renew' },
  { id: 'track', path: '/track-msic', label: 'Track' },
];

describe('currentNavId', () => {
  it('is the link whose address the page is or is under; Home only on the home page', () => {
    expect(currentNavId(items, '/', false)).toBe('home');
    expect(currentNavId(items, '/apply', false)).toBe('apply');
    expect(currentNavId(items, '/apply/form/abc123/step1', false)).toBe('apply');
    expect(currentNavId(items, '/Renew/', false)).toBe('renew');
    expect(currentNavId(items, '/track-msic', false)).toBe('track');
    expect(currentNavId(items, '/applyish', false)).toBeUndefined();
    expect(currentNavId(items, '/faq', false)).toBeUndefined();
  });

  it('is Renew on a renewal\'s form steps; where the brand offers no Renew, the form stays under Apply', () => {
    expect(currentNavId(items, '/apply/form/abc123/step1', true)).toBe('renew');
    expect(currentNavId(items.filter((item) => item.id !== 'renew'), '/apply/form/abc123/step1', true)).toBe('apply');
  });
});
