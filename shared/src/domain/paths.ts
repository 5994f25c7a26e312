// Dotted paths into a draft (`_address.0.Line1`), typed: a path that the draft does not have is a type error.
// Error answers, field ids and bindings all name fields this way (ARCHITECTURE 'API conventions').

type Leaf = string | number | boolean | null | undefined;

/** Every dotted path of T: its members, list items by index (`${number}`) and their members, at any depth. */
export type PathOf<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${PathOf<Item>}`
    : { [K in keyof T & string]-?: K | (NonNullable<T[K]> extends Leaf ? never : `${K}.${PathOf<NonNullable<T[K]>>}`) }[keyof T & string];

type Member<T, K extends string> = T extends readonly (infer Item)[]
  ? K extends `${number}` ? Item : never
  : K extends keyof T ? T[K] : never;

/** The type of the value at path P of T. */
export type ValueAt<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? ValueAt<NonNullable<Member<T, K>>, Rest>
  : Member<T, P>;

/** The paths of T whose value is text (free text, or a choice kept as text), for inputs and selects. */
export type TextPathOf<T> = { [P in PathOf<T>]: [Extract<ValueAt<T, P>, string>] extends [never] ? never : P }[PathOf<T>];

/** Reads a dotted path (`_address.0.Line1`) of an object; undefined where the path leads nowhere. */
export function readPath(node: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string, unknown>)[key]), node);
}

/** A copy of `node` with one dotted path set; the original is unchanged, and lists stay lists. */
export function writePath<T extends object>(node: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const current = (node as Record<string, unknown>)[head];
  const updated = rest.length
    ? writePath((current as object | undefined) ?? (/^\d+$/.test(rest[0]!) ? [] : {}), rest.join('.'), value)
    : value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = updated;
    return copy as T;
  }
  return { ...node, [head]: updated };
}
