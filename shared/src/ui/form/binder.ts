// The ui takes domain helpers by file: it starts with every page, the draft's rules do not.
import { readPath, writePath, type TextPathOf } from '@cards/shared/domain/paths';
import { fieldId } from './field-id.ts';

/** What a binder writes to: a store's data and the action that changes it. */
export interface BoundModel<T> {
  readonly data: T;
  update(changes: Partial<T>): void;
}

export interface BinderOptions {
  /** Where the model sits in the larger form (`_address.0`), for ids, errors and limits. */
  prefix?: string;
  /** The message to show at a field, by its full path. */
  errorFor(path: string): string | undefined;
  /** The longest text a field may hold, by its full path (the draft's comes from DraftSchema). */
  maxLengthOf?(path: string): number | undefined;
}

/** The props a text field or select takes from its binding. */
export interface BoundField {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  maxLength?: number;
}

/**
 * Ties fields to a model by typed path: `bind('Firstname')` gives the id, value, change handler, error and
 * maximum length of that field; a path the model does not have is a type error.
 */
export function fieldBinder<T extends object>(model: BoundModel<T>, options: BinderOptions) {
  const full = (path: string) => (options.prefix ? `${options.prefix}.${path}` : path);
  return function bind<P extends TextPathOf<T>>(path: P): BoundField {
    const value = readPath(model.data, path);
    const maxLength = options.maxLengthOf?.(full(path));
    return {
      id: fieldId(full(path)),
      value: typeof value === 'string' ? value : value == null ? '' : String(value),
      onChange: (text: string) => model.update(writePath(model.data, path, text)),
      error: options.errorFor(full(path)),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
  };
}
