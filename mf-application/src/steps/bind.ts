import type { Draft } from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import { fieldId } from '@cards/shared/ui';

type Form = { errorFor: (path: string) => string | undefined };

/** Reads a dotted path (`_address.0.Line1`) of the draft. */
export function readPath(draft: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), draft);
}

/** A copy of the draft with one dotted path set; arrays stay arrays. */
export function writePath(draft: Draft, path: string, value: unknown): Draft {
  const [head, ...rest] = path.split('.');
  const node = draft as Record<string, unknown>;
  if (!rest.length) return { ...node, [head]: value } as Draft;
  const child = node[head];
  const next = /^\d+$/.test(rest[0]) ? [...((child as unknown[]) ?? [])] : { ...((child as object) ?? {}) };
  const updated = writePath(next as Draft, rest.join('.'), value);
  return { ...node, [head]: updated } as Draft;
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
