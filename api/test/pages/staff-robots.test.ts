import { describe, expect, it } from 'vitest';
import { getBrand, type RouteDef } from '@cards/shared/brand';
import { renderShell } from '../../src/features/pages/web/render.ts';

// The staff console's pages tell search engines not to index them, from the first byte of the page.
const template = '<head><!--__CARDS_PAGE_HEAD__--></head><body><!--__CARDS_FRAME_START__--><!--__CARDS_FRAME_END__--></body>';
const route = (layout: RouteDef['layout']): RouteDef => ({ id: 'x', path: '/x', owner: 'mf_staff', title: 'X', description: '', layout });

describe('robots on staff pages', () => {
  it('writes noindex into a staff page and into no other', () => {
    const brand = getBrand('default');
    expect(renderShell({ template, brand, nonce: 'n', match: { route: route('staff') } })).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(renderShell({ template, brand, nonce: 'n', match: { route: route('individual') } })).not.toContain('robots');
  });
});
