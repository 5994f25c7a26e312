import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions.tsx';

afterEach(cleanup);

describe('FormActions: the problem, the submit button and the sending line at the end of a form', () => {
  it('is a submit button with its words, enabled, and nothing else by default', () => {
    render(<form><FormActions submitLabel="Save and continue" /></form>);
    const button = screen.getByRole('button', { name: 'Save and continue' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.closest('.form-actions')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a problem with sending above the button, at once (role=alert)', () => {
    const { rerender } = render(<FormActions submitLabel="Enrol" problem={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormActions submitLabel="Enrol" problem="Too many attempts. Try again in a minute." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in a minute.');
    expect(alert.className).toBe('step-problem');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Enrol' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('while busy: the button is aria-disabled (it keeps focus) and the status line, there from the start, says so', () => {
    const { rerender } = render(<FormActions submitLabel="Activate my card" busyMessage="Activating…" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.className).toBe('form-status');
    rerender(<FormActions submitLabel="Activate my card" busyMessage="Activating…" busy />);
    expect(screen.getByRole('button', { name: 'Activate my card' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Activating…');
  });

  it('submits its form, and holds other actions after the submit button', async () => {
    const user = userEvent.setup();
    const sent = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={sent}>
        <FormActions submitLabel="Send">
          <a href="/back">Cancel</a>
        </FormActions>
      </form>,
    );
    expect([...screen.getByRole('button', { name: 'Send' }).parentElement!.children].map((e) => e.textContent)).toEqual(['Send', 'Cancel']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
