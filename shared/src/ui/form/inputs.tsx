import { useDeferredValue, useMemo, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, FieldMessages, describedBy } from './Field.tsx';

type Base = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label '(optional)'; an optional field is not aria-required. */
  optional?: boolean;
  /** Whether the field itself must be filled in (aria-required); `!optional` unless given, e.g. false for a field of a group whose rule is on the group. */
  required?: boolean;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  className?: string;
};

/** The attributes an input and a select share: name, value, state for assistive technology, change and blur. */
function controlAttributes(
  { id, error, optional, required = !optional, value, onChange, onBlur }: Pick<Base, 'id' | 'error' | 'optional' | 'required' | 'value' | 'onChange' | 'onBlur'>,
  name: string | undefined,
  describedBy: string | undefined,
) {
  return {
    id,
    name: name ?? id,
    value: value ?? '',
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
  } as const;
}

export type TextFieldProps = Base &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

/** A text, email, tel or date input with its label, hint and error; `type` is text unless given. */
export function TextField({ id, label, hint, error, optional, required, value, onChange, onBlur, className, type = 'text', maxLength, ...input }: TextFieldProps) {
  // A date's length is the picker's business; maxlength is not allowed on it.
  if (type !== 'date' && maxLength !== undefined) Object.assign(input, { maxLength });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <input
          {...input}
          type={type}
          {...controlAttributes({ id, error, optional, required, value, onChange, onBlur }, input.name, describedBy)}
          className="field__input"
        />
      )}
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Options under a heading (an <optgroup>), e.g. operational needs by category. */
export interface OptionGroup {
  label: string;
  options: readonly Option[];
}

export type TextAreaFieldProps = Base &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

/** Several lines of text (a description) with its label, hint and error. */
export function TextAreaField({ id, label, hint, error, optional, required, value, onChange, onBlur, className, rows = 5, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <textarea
          {...area}
          rows={rows}
          {...controlAttributes({ id, error, optional, required, value, onChange, onBlur }, area.name, describedBy)}
          className="field__textarea"
        />
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = Base & {
  options: readonly Option[];
  /** Options under headings, after `options`. */
  groups?: readonly OptionGroup[];
  placeholder?: string;
  /** A binding gives one; a list has no length to limit, so it is dropped. */
  maxLength?: number;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

const noGroups: readonly OptionGroup[] = [];

const optionElements = (options: readonly Option[]) => options.map((o) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
));

/** What a list of options says, as one string. */
const optionsKey = (options: readonly Option[]) => options.map((o) => `${o.value}\u0000${o.label}`).join('\u0001');

/** The same list object for as long as the list says the same (callers make a new array on every render). */
function useSameList<T>(list: T, key: string): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the list's content
  return useMemo(() => list, [key]);
}

export function SelectField({ id, label, hint, error, optional, required, value, onChange, onBlur, options, groups = noGroups, placeholder = 'Choose…', className, maxLength: _maxLength, ...select }: SelectFieldProps) {
  // A list that arrives or changes (the countries, once a pre-rendered step 1 is live) is rendered in a deferred
  // render, which React does in short slices: 250 countries in each of three lists were one task of 80-100 ms on a
  // throttled phone as the page came to life. Until then the field shows the list it had. The options'
  // elements are made once per list, so typing elsewhere on the page does not go through them again.
  const listed = useSameList(options, optionsKey(options));
  const grouped = useSameList(groups, groups.map((g) => `${g.label}\u0002${optionsKey(g.options)}`).join('\u0003'));
  const shownOptions = useDeferredValue(listed);
  const shownGroups = useDeferredValue(grouped);
  const children = useMemo(() => (
    <>
      {optionElements(shownOptions)}
      {shownGroups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {optionElements(group.options)}
        </optgroup>
      ))}
    </>
  ), [shownOptions, shownGroups]);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(describedBy) => (
        <select
          {...select}
          {...controlAttributes({ id, error, optional, required, value, onChange, onBlur }, select.name, describedBy)}
          className="field__select"
        >
          <option value="">{placeholder}</option>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export interface RadioGroupProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string | null | undefined;
  options: readonly Option[];
  onChange: (value: string) => void;
  inline?: boolean;
}

/** Choices in a fieldset whose legend is the question (WCAG 1.3.1). The first radio carries the group's id. */
export function RadioGroup({ id, legend, hint, error, value, options, onChange, inline }: RadioGroupProps) {
  return (
    <fieldset
      className={`field fieldset${error ? ' field--error' : ''}${inline ? ' fieldset--inline' : ''}`}
      aria-describedby={describedBy(id, hint, error).describedBy}
    >
      <legend className="field__label">{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="choices">
        {options.map((o, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="choice" key={o.value}>
              <input
                type="radio"
                id={optionId}
                name={id}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
              />
              <label htmlFor={optionId}>{o.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface FieldGroupProps {
  /** The group's id: the summary links here, and its hint and error ids start with it. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** A rule about the group as a whole (e.g. 'give at least one'); its fields show their own errors. */
  error?: string;
  children: ReactNode;
}

/** Fields that answer one question, in a fieldset whose legend is the question (WCAG 1.3.1, 3.3.1). */
export function FieldGroup({ id, legend, hint, error, children }: FieldGroupProps) {
  return (
    <fieldset
      id={id}
      className={`field fieldset field-group${error ? ' field--error' : ''}`}
      aria-describedby={describedBy(id, hint, error).describedBy}
    >
      <legend className="field__label field-group__legend">{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({ id, label, hint, error, checked, onChange }: CheckboxProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <div className="choice">
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          aria-describedby={describedBy(id, hint, error).describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
