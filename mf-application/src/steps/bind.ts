import type { Draft } from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import { fieldId } from '@cards/shared/ui';

type Form = { errorFor: (path: string) => string | undefined };

/** Reads a dotted path (`_address.0.Line1`) of the draft. */
export function readPath(draft: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), draft);
}

/** A copy of the draft with one dotted path set; arrays stay arrays. */
export function writePath<T extends object>(node: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const current = (node as Record<string, unknown>)[head];
  const updated = rest.length
    ? writePath((current as object | undefined) ?? (/^\d+$/.test(rest[0]) ? [] : {}), rest.join('.'), value)
    : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = updated;
    return copy as T;
  }
  return { ...node, [head]: updated };
}

/** Props that tie a text or select field to a draft path: id, value, change and error. */
export function bindText(draft: DraftStore, form: Form, path: string) {
  const value = readPath(draft.data, path);
  return {
    id: fieldId(path),
    value: typeof value === 'string' ? value : value == null ? '' : String(value),
    onChange: (text: string) => draft.update(writePath(draft.data, path, text)),
    error: form.errorFor(path),
  };
}
