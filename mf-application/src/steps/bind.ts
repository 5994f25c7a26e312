import {
  isDocumentTypeId,
  type DocumentTypeId,
  type Draft,
} from '@cards/shared/domain';
import type { DraftStore } from '@cards/shared/stores';
import { fieldBinder, type BoundModel } from '@cards/shared/ui';
import { maxLengthOf } from '@cards/shared/validation';

/** What a binding asks of the step's form: the message at each field. */
export interface FieldErrorsSource {
  errorFor(path: string): string | undefined;
}

const documentTypeOf = (draft: Draft): DocumentTypeId | null => {
  const id = draft._idDocument?.Id;
  return isDocumentTypeId(id) ? id : null;
};

/** Binds fields to the draft by typed path; lengths come from DraftSchema (the document type's own for its details). */
export function draftBinder(draft: DraftStore, form: FieldErrorsSource) {
  return fieldBinder<Draft>(draft, { errorFor: form.errorFor, maxLengthOf: (path) => maxLengthOf(path, documentTypeOf(draft.data)) });
}

/**
 * Binds fields to one part of the draft (an address, the document's details) at `prefix`, whose changes go
 * through the part's own `update` so the rules about the whole part apply (SPEC §4, §5).
 */
export function partBinder<T extends object>(part: BoundModel<T>, prefix: string, draft: DraftStore, form: FieldErrorsSource) {
  return fieldBinder<T>(part, { prefix, errorFor: form.errorFor, maxLengthOf: (path) => maxLengthOf(path, documentTypeOf(draft.data)) });
}
