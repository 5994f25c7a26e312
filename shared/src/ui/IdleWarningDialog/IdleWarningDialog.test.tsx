import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';

afterEach(cleanup);

function Harness({ initialSeconds = 120, onContinue = () => {} }: { initialSeconds?: number; onContinue?: () => void }) {
  const [open, setOpen] = useState(false);
  const [seconds, setSeconds] = useState(initialSeconds);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open warning</button>
      <button type="button" onClick={() => setSeconds((s) => s - 1)}>Tick</button>
      <button type="button" onClick={() => setOpen(false)}>Time out</button>
      <IdleWarningDialog
        open={open}
        secondsLeft={seconds}
        onContinue={() => {
          onContinue();
          setOpen(false);
        }}
      />
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;
const live = () => screen.getByRole('status', { hidden: true });
const countdown = () => document.querySelector('.idle-warning__countdown')!.textContent;

describe('SPEC §4 Idle handling: warning dialog (WCAG 2.2 AA)', () => {
  it('is a native dialog named by its heading and described by its text', () => {
    render(<IdleWarningDialog open secondsLeft={120} onContinue={() => {}} />);
    const element = dialog();
    expect(element.open).toBe(true);
    const heading = screen.getByRole('heading', { level: 2, hidden: true });
    expect(heading.textContent).toBe('Your session is about to end');
    expect(element.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Select Continue to keep going.',
    );
  });

  it('opens modally, focuses Continue and returns focus to the element focused before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open warning' });
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await user.click(opener);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Continue', hidden: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    showModal.mockRestore();
  });

  it('Continue calls onContinue', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<IdleWarningDialog open secondsLeft={60} onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue', hidden: true }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('Escape means Continue, through the keyboard or the dialog cancel event', () => {
    const onContinue = vi.fn();
    render(<IdleWarningDialog open secondsLeft={60} onContinue={onContinue} />);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onContinue).toHaveBeenCalledTimes(1);
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onContinue).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(dialog(), { key: 'Enter' });
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('returns focus when it closes because the session timed out', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open warning' }));
    // The parent closes it (time out); focus goes back to the opener although another button was pressed.
    fireEvent.click(screen.getByRole('button', { name: 'Time out', hidden: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open warning' }));
  });

  it('keeps the visible countdown apart from the screen-reader text', () => {
    render(<IdleWarningDialog open secondsLeft={105} onContinue={() => {}} />);
    const visible = document.querySelector('.idle-warning__countdown')!;
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    expect(live().getAttribute('aria-live')).toBe('polite');
    expect(live().getAttribute('aria-atomic')).toBe('true');
  });
});

describe('SPEC §4 Idle handling: the live text follows the announcement schedule', () => {
  it('announces on opening, every 15 s, then every second in the last 20 s', async () => {
    const user = userEvent.setup();
    render(<Harness initialSeconds={112} />);
    await user.click(screen.getByRole('button', { name: 'Open warning' }));
    expect(live().textContent).toBe('Your session will end in 1 minute 52 seconds.');

    const tick = () => fireEvent.click(screen.getByRole('button', { name: 'Tick', hidden: true }));
    const heard: string[] = [];
    let previous = live().textContent;
    for (let seconds = 111; seconds >= 1; seconds -= 1) {
      tick();
      expect(countdown()).toContain(seconds >= 60 ? 'minute' : 'second');
      if (live().textContent !== previous) heard.push(`${seconds}: ${live().textContent}`);
      previous = live().textContent;
    }
    expect(heard.slice(0, 6)).toEqual([
      '105: Your session will end in 1 minute 45 seconds.',
      '90: Your session will end in 1 minute 30 seconds.',
      '75: Your session will end in 1 minute 15 seconds.',
      '60: Your session will end in 1 minute.',
      '45: Your session will end in 45 seconds.',
      '30: Your session will end in 30 seconds.',
    ]);
    expect(heard.slice(6)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i).map(
        (s) => `${s}: Your session will end in ${s} second${s === 1 ? '' : 's'}.`,
      ),
    );
  });

  it('updates the visible countdown every second while the live text waits', () => {
    const { rerender } = render(<IdleWarningDialog open secondsLeft={120} onContinue={() => {}} />);
    rerender(<IdleWarningDialog open secondsLeft={119} onContinue={() => {}} />);
    expect(countdown()).toBe('Time left: 1 minute 59 seconds');
    expect(live().textContent).toBe('Your session will end in 2 minutes.');
  });

  it('announces a schedule point that a slow timer skipped', () => {
    const { rerender } = render(<IdleWarningDialog open secondsLeft={100} onContinue={() => {}} />);
    rerender(<IdleWarningDialog open secondsLeft={88} onContinue={() => {}} />);
    expect(live().textContent).toBe('Your session will end in 1 minute 28 seconds.');
  });

  it('clears the live text when closed and announces afresh when opened again', () => {
    const { rerender } = render(<IdleWarningDialog open secondsLeft={50} onContinue={() => {}} />);
    rerender(<IdleWarningDialog open={false} secondsLeft={50} onContinue={() => {}} />);
    expect(live().textContent).toBe('');
    rerender(<IdleWarningDialog open secondsLeft={119} onContinue={() => {}} />);
    expect(live().textContent).toBe('Your session will end in 1 minute 59 seconds.');
  });
});
