import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

afterEach(cleanup);

const airports = [
  { value: '8', label: 'Darwin (DRW)' },
  { value: '155', label: 'Alice Springs (ASP)' },
];

/** A group that keeps what is ticked, as a page does. */
function Kept({ initial = [], onChange = () => {} }: { initial?: string[]; onChange?: (values: string[]) => void }) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      id="f-Inductions"
      legend="Which airports’ inductions do you need?"
      hint="Tick all that apply."
      values={values}
      options={airports}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroup: choices of which any number may be ticked', () => {
  it('is a group named by its visible legend, with a checkbox named by each label', () => {
    render(<Kept initial={['155']} />);
    const group = screen.getByRole('group', { name: 'Which airports’ inductions do you need?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.id).toBe('f-Inductions');
    expect(screen.getByRole('checkbox', { name: 'Darwin (DRW)' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' })).toHaveProperty('checked', true);
  });

  it('gives each box an id from the group and its value, the group\'s name and its value', () => {
    render(<Kept />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.id, box.name, box.value])).toEqual([
      ['f-Inductions-8', 'f-Inductions', '8'],
      ['f-Inductions-155', 'f-Inductions', '155'],
    ]);
    for (const box of boxes) expect(document.querySelector(`label[for="${box.id}"]`)).toBeTruthy();
  });

  it('keeps ids to the characters an id may have', () => {
    render(<CheckboxGroup id="f-q" legend="Q" values={[]} options={[{ value: 'a b', label: 'A' }]} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'A' }).id).toBe('f-q-a-b');
  });

  it('tells the values ticked in the options\' order, whatever order they were ticked in', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Kept onChange={changes} />);
    await user.click(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Darwin (DRW)' }));
    expect(changes.mock.calls.map(([values]) => values)).toEqual([['155'], ['8', '155']]);
    await user.click(screen.getByRole('checkbox', { name: 'Alice Springs (ASP)' }));
    expect(changes).toHaveBeenLastCalledWith(['8']);
  });

  it('drops a value that is no longer an option when a box changes', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Kept initial={['99', '155']} onChange={changes} />);
    await user.click(screen.getByRole('checkbox', { name: 'Darwin (DRW)' }));
    expect(changes).toHaveBeenLastCalledWith(['8', '155']);
  });

  it('links the hint, then the error, to the group with aria-describedby (WCAG 3.3.1)', () => {
    const { rerender } = render(
      <CheckboxGroup id="f-q" legend="Which?" hint="Choose all that are right." values={[]} options={airports} onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Which?' });
    expect(group.getAttribute('aria-describedby')).toBe('f-q-hint');
    expect(document.getElementById('f-q-hint')!.textContent).toBe('Choose all that are right.');
    expect(group.className).not.toContain('field--error');

    rerender(
      <CheckboxGroup id="f-q" legend="Which?" hint="Choose all that are right." error="Choose at least one answer" values={[]} options={airports} onChange={() => {}} />,
    );
    expect(group.getAttribute('aria-describedby')).toBe('f-q-hint f-q-error');
    expect(document.getElementById('f-q-error')!.textContent).toBe('Error: Choose at least one answer');
    expect(group.className).toContain('field--error');
  });

  it('has no aria-describedby when there is neither hint nor error', () => {
    render(<CheckboxGroup id="f-q" legend="Which?" values={[]} options={airports} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Which?' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('takes the error summary\'s link: its first box gets focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary sections={[{ heading: 'Your inductions', items: [{ field: 'Inductions', message: 'Choose at least one airport' }] }]} focusKey={0} />
        <Kept />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Choose at least one airport' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Darwin (DRW)' }));
  });
});
