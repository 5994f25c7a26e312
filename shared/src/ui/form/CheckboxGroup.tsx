import type { ReactNode } from 'react';
import { FieldMessages, describedBy } from './Field.tsx';
import type { Option } from './inputs.tsx';

export interface CheckboxGroupProps {
  /** The group's id, on its fieldset: the summary links here (focus goes to the first box), and the hint, error and box ids start with it. */
  id: string;
  /** The question. */
  legend: ReactNode;
  hint?: ReactNode;
  /** A rule about the choice as a whole (e.g. 'choose at least one'). */
  error?: string;
  /** The values ticked. */
  values: readonly string[];
  options: readonly Option[];
  /** The values ticked after a change, in the options' order. */
  onChange: (values: string[]) => void;
}

/** The id of one box of a group: the group's id and the option's value, so it does not move when options are added. */
const checkboxId = (groupId: string, value: string) => `${groupId}-${value.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * Choices of which any number may be ticked, in a fieldset whose legend is the question (WCAG 1.3.1, 3.3.1): the
 * hint and error under the legend, named by the fieldset's aria-describedby; every box has the group's name and its
 * option's value, as a form would post them.
 */
export function CheckboxGroup({ id, legend, hint, error, values, options, onChange }: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) =>
    onChange(options.filter((o) => (o.value === value ? checked : values.includes(o.value))).map((o) => o.value));
  return (
    <fieldset
      id={id}
      className={`field fieldset${error ? ' field--error' : ''}`}
      aria-describedby={describedBy(id, hint, error).describedBy}
    >
      <legend className="field__label">{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="choices">
        {options.map((o) => {
          const boxId = checkboxId(id, o.value);
          return (
            <div className="choice" key={o.value}>
              <input
                type="checkbox"
                id={boxId}
                name={id}
                value={o.value}
                checked={values.includes(o.value)}
                onChange={(event) => toggle(o.value, event.target.checked)}
              />
              <label htmlFor={boxId}>{o.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
