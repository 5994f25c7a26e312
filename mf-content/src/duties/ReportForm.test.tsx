import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SendResult } from '../captcha/SendResult.tsx';
import { reportSent } from './ReportForm.tsx';

afterEach(cleanup);

// The stolen-card confirmation said a copy was emailed when none was queued. The page says so only when
// the api's answer says the acknowledgement went (`emailed`), and otherwise what happened.
describe('the report\'s confirmation', () => {
  it('says it emailed a copy when the answer says it was queued', () => {
    render(<SendResult sent={{ kind: 'sent', reference: 'R000042', emailed: true }} problem={null} sentText={reportSent} />);
    expect(screen.getByRole('status').textContent).toBe(
      'SentThank you. We have your report and have emailed you a copy.Your reference is R000042. We have also emailed it to you.',
    );
  });

  it('says no copy went, and to keep the reference, when none was queued', () => {
    render(<SendResult sent={{ kind: 'sent', reference: 'R000042', emailed: false }} problem={null} sentText={reportSent} />);
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).not.toMatch(/emailed you|emailed it/);
    expect(text).toContain('We could not email you a copy, so keep the reference below as your record of it.');
    expect(text).toContain('Your reference is R000042. Keep it: we could not email it to you.');
  });
});
