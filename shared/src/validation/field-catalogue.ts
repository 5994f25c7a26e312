// The field catalogue (@cards/shared/domain field-catalogue.ts) as the pages and the answers read it: the sections of
// the error summary, the labels of the step pages' messages and the words of a field's options.
import { FIELD_CATALOGUE, type FieldEntry, type FormPart } from '@cards/shared/domain';

export { FIELD_CATALOGUE, FIELDS_NO_QUESTION_ASKS, type CatalogueSection, type FieldEntry, type FormPart } from '@cards/shared/domain';

/** An error summary's section: its message and its fields' paths in page order. */
export interface SummarySection {
  section: string;
  message: string;
  /** The fields of the section in page order; `n` stands for a list index. */
  fields: readonly string[];
}

/** The summary sections of one part of the form, in page order. */
export function sectionsOf(part: FormPart): SummarySection[] {
  return FIELD_CATALOGUE.filter((s) => s.part === part).map(({ section, message, fields }) => ({ section, message, fields: Object.keys(fields) }));
}

export interface FieldLabels {
  /** By exact path ('_address.0.Line1') or by pattern for any index ('_previousNames.n.Surname'). */
  labels: Record<string, string>;
  /** Fields answered by a choice. */
  choices: ReadonlySet<string>;
}

/** The labels and choices of the fields of `parts`, as the step pages' messages name them. */
export function fieldLabels(...parts: FormPart[]): FieldLabels {
  const labels: Record<string, string> = {};
  const choices = new Set<string>();
  for (const { fields } of FIELD_CATALOGUE.filter((s) => parts.includes(s.part))) {
    for (const [path, entry] of Object.entries(fields)) {
      if (entry.label) labels[path] = entry.label;
      entry.itemLabels?.forEach((label, index) => {
        if (label) labels[path.replace('.n', `.${index}`)] = label;
      });
      // The choice is marked on the pattern, which stands for every item.
      if (entry.choice) choices.add(path);
    }
  }
  return { labels, choices };
}

/** The catalogue's entry of a field, by its path or its pattern ('_previousNames.n.Type'). */
export function fieldEntry(path: string): FieldEntry | undefined {
  const pattern = path.replace(/\.\d+(?=\.|$)/g, '.n');
  for (const { fields } of FIELD_CATALOGUE) {
    const entry = fields[path] ?? fields[pattern];
    if (entry) return entry;
  }
  return undefined;
}

/**
 * A path's label among `labels` (fieldLabels'): the exact path first ('_address.0.Line1'), then the pattern for any
 * list index ('_previousNames.n.Surname'), where `{n}` becomes the item's number as the page shows it.
 */
export function labelIn(labels: Readonly<Record<string, string>>, path: string): string | undefined {
  if (labels[path]) return labels[path];
  const index = /\.(\d+)\./.exec(path)?.[1];
  const pattern = labels[path.replace(/\.\d+\./, '.n.')];
  return pattern && index !== undefined ? pattern.replaceAll('{n}', String(Number(index) + 1)) : pattern;
}

const ALL_LABELS = fieldLabels('personal', 'addresses', 'card', 'confirm').labels;

/** How a field's messages name it ('the date you moved into your current address'); undefined for a grouped field. */
export function fieldLabel(path: string): string | undefined {
  return labelIn(ALL_LABELS, path);
}

/** The words of a field's options, as the page offers them and the answers show them. */
export function fieldOptions(path: string): Readonly<Record<string, string>> {
  const options = fieldEntry(path)?.options;
  if (!options) throw new RangeError(`The catalogue gives no options for ${path}.`);
  return options;
}

/** A field's options as a list for a select or radios. */
export function optionList(path: string): Array<{ value: string; label: string }> {
  return Object.entries(fieldOptions(path)).map(([value, label]) => ({ value, label }));
}
