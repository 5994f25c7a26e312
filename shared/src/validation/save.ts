// What an autosave may store (ARCHITECTURE 'Persistence and access': autosave keeps what the applicant typed
// even when a step is incomplete). Only the shape is checked, against DraftSchema (the one definition of the
// draft): a known field with the right kind of value, text and lists within their limits. Formats are not, since
// people save half-typed values.
import { DraftSchema, isDocumentTypeId, type DocumentTypeId, type ErrorKey, type FieldErrors } from '@cards/shared/domain';
import { limitKey, maxLengthOf, type JsonSchema } from './limits.ts';

type Kind =
  | { text: number } // a string of at most this many characters
  | 'integer'
  | 'integer?' // an integer or null
  | 'boolean'
  | { choice: readonly (string | number)[] } // one of these; '' (and null) stand for 'not chosen yet'
  | { object: Record<string, JsonSchema> }
  | { list: JsonSchema; maxItems: number };

/** What a schema node allows, in the words of the checks below. */
function kindOf(schema: JsonSchema): Kind {
  if (schema.type === 'string') return { text: schema.maxLength ?? Infinity };
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'object') return { object: schema.properties ?? {} };
  if (schema.type === 'array' && schema.items) return { list: schema.items, maxItems: schema.maxItems ?? Infinity };
  const options = schema.anyOf ?? [];
  if (options.some((o) => o.type === 'null')) {
    const other = options.find((o) => o.type !== 'null');
    if (other?.type === 'integer') return 'integer?';
    if (other?.enum) return { choice: other.enum.filter((v) => v !== '') };
  }
  throw new Error(`DraftSchema uses a form saveErrors does not know: ${JSON.stringify(schema)}`);
}

/**
 * A field of the draft as the checks need it, worked out the first time a body has it and kept (autosave runs this
 * on every keystroke's save: splitting each path into its limit key per value was most of its cost).
 */
interface Field {
  kind: Kind;
  /** The field's path without list indexes: `_address.Line1`. */
  key: string;
  /** A text's limit, or undefined when it follows the body's document type (`_idDocument.Details.*`). */
  textLimit: number | undefined;
  /** The fields of an object, or of a list's items, by name; filled as bodies name them. */
  fields: Map<string, Field>;
  /** A list's item. */
  item?: Field;
}

function field(schema: JsonSchema, key: string): Field {
  const kind = kindOf(schema);
  const byDocument = limitKey(key).startsWith('_idDocument.Details.');
  const textLimit = typeof kind === 'object' && 'text' in kind && !byDocument ? maxLengthOf(key) ?? kind.text : undefined;
  return { kind, key, textLimit, fields: new Map() };
}

/** A member's path: its parent's, a dot and its name. */
const pathOf = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** The field `name` of an object field, or undefined when the schema has none of that name. */
function member(parent: Field, properties: Record<string, JsonSchema>, name: string): Field | undefined {
  let found = parent.fields.get(name);
  // Only names of the schema are kept, so a body's unknown names cannot grow the map.
  if (found === undefined && Object.hasOwn(properties, name)) {
    found = field(properties[name]!, pathOf(parent.key, name));
    parent.fields.set(name, found);
  }
  return found;
}

/** Sets an own property even for the path '__proto__', which plain assignment would take as the prototype. */
function set(out: FieldErrors, path: string, key: ErrorKey): void {
  Object.defineProperty(out, path, { value: key, enumerable: true, writable: true, configurable: true });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a present value has wrong with it, if anything; the problems of its own members go into `out`. */
function kindError(f: Field, value: unknown, prefix: string, name: string, documentType: DocumentTypeId | null, out: FieldErrors): ErrorKey | undefined {
  if (value === undefined) return undefined;
  const { kind } = f;
  if (kind === 'integer' || kind === 'integer?') {
    return Number.isInteger(value) || (kind === 'integer?' && value === null) ? undefined : 'type';
  }
  if (kind === 'boolean') return typeof value === 'boolean' ? undefined : 'type';
  if ('text' in kind) {
    if (typeof value !== 'string') return 'type';
    // Per-document limits of _idDocument.Details come from maxLengthOf; the schema holds the largest.
    return value.length > (f.textLimit ?? maxLengthOf(f.key, documentType) ?? kind.text) ? 'maxlength' : undefined;
  }
  if ('choice' in kind) {
    if (value === null || value === '') return undefined;
    if (typeof value !== typeof kind.choice[0]) return 'type';
    return kind.choice.includes(value as string | number) ? undefined : 'invalid';
  }
  if ('object' in kind) {
    if (!isPlainObject(value)) return 'type';
    shapeErrors(f, kind.object, value, pathOf(prefix, name), documentType, out);
    return undefined;
  }
  if (!Array.isArray(value)) return 'type';
  const path = pathOf(prefix, name);
  if (value.length > kind.maxItems) set(out, path, 'maxlength');
  const item = (f.item ??= field(kind.list, f.key));
  value.forEach((entry, index) => {
    const problem = isPlainObject(entry) ? kindError(item, entry, path, String(index), documentType, out) : 'type';
    if (problem !== undefined) set(out, pathOf(path, String(index)), problem);
  });
  return undefined;
}

function shapeErrors(parent: Field, properties: Record<string, JsonSchema>, body: Record<string, unknown>, prefix: string, documentType: DocumentTypeId | null, out: FieldErrors) {
  // for-in reads a parsed body's members by their place in its shape, where Object.keys and body[name] looked each
  // up by name. A parsed body inherits nothing enumerable, so only its own members come.
  for (const name in body) {
    const f = member(parent, properties, name);
    const problem = f === undefined ? 'unknown' : kindError(f, body[name], prefix, name, documentType, out);
    // A member's path is made only for a problem, not for every member.
    if (problem !== undefined) set(out, pathOf(prefix, name), problem);
  }
}

/** The draft's own field, the root of the others, made on the first check. */
let draftField: Field | undefined;

/**
 * Whether an autosave body may be stored: {} when it may, else the rejected paths. The body must be a JSON
 * object (else `{ '': 'type' }`); every key, nested ones included, must be a draft field ('unknown'); each value
 * must be of the field's kind ('type'; null only for the ids the Draft allows null, '' or null for a choice not
 * made yet), a choice one of its options ('invalid'), text and lists within their limits ('maxlength'). The
 * limits of `_idDocument.Details` follow its document type when the body names one.
 */
export function saveErrors(body: unknown): FieldErrors {
  if (!isPlainObject(body)) return { '': 'type' };
  const document = body._idDocument;
  const documentType = isPlainObject(document) && isDocumentTypeId(document.Id) ? document.Id : null;
  const out: FieldErrors = {};
  draftField ??= field(DraftSchema as JsonSchema, '');
  shapeErrors(draftField, (DraftSchema as JsonSchema).properties!, body, '', documentType, out);
  return out;
}
