import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { ConfirmationPanel, submittedFrom } from './ConfirmationPanel.tsx';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

afterEach(cleanup);

describe('the confirmation panel (GOV.UK confirmation page)', () => {
  it('is the page heading, with the tracking number in the highlighted panel, the email sent and what happens next', () => {
    render(<ConfirmationPanel trackingNumber="VEA0001542" email="ann@example.com" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Application submitted' });
    const panel = heading.closest('.confirmation-panel')!;
    expect(panel.textContent).toContain('Your tracking number');
    expect(panel.querySelector('strong')!.textContent).toBe('VEA0001542');
    expect(screen.getByText(/We have sent a confirmation email to/).textContent).toBe('We have sent a confirmation email to ann@example.com.');
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/interview.*original identity documents/);
    expect(steps[1]).toContain('AusCheck');
    expect(steps[2]).toContain('We will contact you');
  });

  it('leaves out the email sentence when there is no address', () => {
    render(<ConfirmationPanel trackingNumber="VEP0001600" />);
    expect(screen.queryByText(/confirmation email/)).toBeNull();
    expect(screen.getByText('VEP0001600')).toBeTruthy();
  });

  it('takes its colours from the brand theme, a pair at WCAG AA contrast for every brand', () => {
    const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'ConfirmationPanel.css'), 'utf8');
    expect(css).toMatch(/background: var\(--color-primary,/);
    expect(css).toMatch(/color: var\(--color-primary-text,/);
    for (const brand of Object.values(brands)) {
      expect(contrast(brand.theme.primary, brand.theme.primaryText), brand.code).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#0b3d6b', '#ffffff')).toBeGreaterThanOrEqual(4.5); // the fallback pair
  });
});

describe('the status page is told by navigation state (submittedFrom)', () => {
  it.each([
    [{ submitted: { trackingNumber: 'VEA0001542', email: 'ann@example.com' } }, { trackingNumber: 'VEA0001542', email: 'ann@example.com' }],
    [{ submitted: { trackingNumber: 'VEA0001542' } }, { trackingNumber: 'VEA0001542', email: '' }],
    [{ submitted: { trackingNumber: '' } }, null],
    [{ submitted: null }, null],
    [{ other: 1 }, null],
    [null, null],
    ['VEA0001542', null],
  ])('%j gives %j', (state, expected) => {
    expect(submittedFrom(state)).toEqual(expected);
  });
});
