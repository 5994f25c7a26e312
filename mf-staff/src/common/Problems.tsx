import { ErrorSummary, type SummaryItem } from '@cards/shared/ui';

/**
 * The problems of a form after it was sent, each linked to its field (fieldId of the same name), in the words the
 * field shows. `focusKey` changes with each send that finds problems, so the summary takes focus then.
 */
export function Problems({ errors, focusKey }: { errors: Record<string, string | undefined>; focusKey: number }) {
  const items: SummaryItem[] = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return <ErrorSummary sections={[{ heading: 'Check the following', items }]} focusKey={focusKey} />;
}
