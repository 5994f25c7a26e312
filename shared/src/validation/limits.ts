// Maximum lengths of every text field and list of the draft, read from DraftSchema (domain/draft.ts, the one
// definition of the draft), for the inputs' maxlength and for the checks of the page and the api (saveErrors,
// stepErrors). Keys are draft paths without list indexes: `_address.Line1` is the limit of `_address.0.Line1`.
import { DocumentType, DraftSchema, type DocumentTypeId, type IdDocumentDetails } from '@cards/shared/domain';

/** The part of JSON Schema that DraftSchema is written in. */
export interface JsonSchema {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: readonly (string | number)[];
}

function collectLimits(schema: JsonSchema, path: string, texts: Record<string, number>, lists: Record<string, number>) {
  if (schema.type === 'string' && schema.maxLength !== undefined) texts[path] = schema.maxLength;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    collectLimits(property, path ? `${path}.${name}` : name, texts, lists);
  }
  if (schema.type === 'array' && schema.items) {
    if (schema.maxItems !== undefined) lists[path] = schema.maxItems;
    collectLimits(schema.items, path, texts, lists);
  }
}

const texts: Record<string, number> = {};
const lists: Record<string, number> = {};
collectLimits(DraftSchema as JsonSchema, '', texts, lists);

/** The longest text each field of the draft may hold. */
export const fieldLimits: Readonly<Record<string, number>> = Object.freeze(texts);

/** Most items each list of the draft may hold when saved: 2 addresses (SPEC §9). */
export const listLimits: Readonly<Record<string, number>> = Object.freeze(lists);

/** SPEC §5 'Maximum lengths' by document type, where a field's limit differs between documents. */
export const idDocumentLimits: Readonly<Partial<Record<DocumentTypeId, Partial<Record<keyof IdDocumentDetails, number>>>>> =
  Object.freeze({
    [DocumentType.Citizenship]: { Name: 100, StockNumber: 11 },
    [DocumentType.Descent]: { Name: 100, ClientId: 11, RegisterNumber: 4, EntryNumber: 5 },
    [DocumentType.ImmiCard]: { Name: 49 },
    [DocumentType.Visa]: { Name: 49, PassportNumber: 14 },
    [DocumentType.ProtectionVisa]: { Name: 49, PassportNumber: 14 },
  });

/** SPEC §5: a citizenship certificate stock number has 4 to 11 characters. */
export const STOCK_NUMBER_MIN_LENGTH = 4;

/** A draft path without its list indexes: `_address.0.Line1` → `_address.Line1`. */
export function limitKey(path: string): string {
  return path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
}

/**
 * The maximum length of the field at `path` (dotted, indexes allowed), taking the document type into account for
 * `_idDocument.Details.*`. Undefined for a path that is not a text field.
 */
export function maxLengthOf(path: string, documentType?: DocumentTypeId | null): number | undefined {
  const key = limitKey(path);
  const detail = key.startsWith('_idDocument.Details.') ? (key.slice('_idDocument.Details.'.length) as keyof IdDocumentDetails) : undefined;
  const byType = detail && documentType != null ? idDocumentLimits[documentType]?.[detail] : undefined;
  return byType ?? fieldLimits[key];
}
