import { describe, expect, it } from 'vitest';
import { DraftSchema } from '@cards/shared/domain';
import { FIELD_CATALOGUE, FIELDS_NO_QUESTION_ASKS, fieldLabel, fieldLabels, fieldOptions, optionList, sectionsOf } from './field-catalogue.ts';
import { brands } from '@cards/shared/brand';
import { answerFor, NO_LISTS } from './answers.ts';
import { answerGroups } from './answer-groups.ts';
import { SUMMARY_SECTIONS } from './messages.ts';

interface SchemaNode {
  type?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Every answer's path in the draft's schema; `n` for a list index. */
function leafPaths(node: SchemaNode, path = ''): string[] {
  const shape = node.anyOf?.find((option) => option.type === 'object' || option.type === 'array') ?? node;
  if (shape.type === 'object' && shape.properties) {
    return Object.entries(shape.properties).flatMap(([key, child]) => leafPaths(child, path ? `${path}.${key}` : key));
  }
  if (shape.type === 'array' && shape.items) return leafPaths(shape.items, `${path}.n`);
  return [path];
}

const catalogued = new Set(FIELD_CATALOGUE.flatMap((section) => Object.keys(section.fields)));

describe('the field catalogue', () => {
  it('has every field of the draft, in a section or among those no question asks', () => {
    const missing = leafPaths(DraftSchema as SchemaNode).filter((path) => !catalogued.has(path) && !(path in FIELDS_NO_QUESTION_ASKS));
    expect(missing).toEqual([]);
  });

  it('stores each section\'s fields in properties the section itself gives the draft, each given once', () => {
    const draftProperties = (DraftSchema as SchemaNode).properties ?? {};
    for (const { section, fields, draft = {}, extraData = {} } of FIELD_CATALOGUE) {
      for (const path of Object.keys(fields)) {
        const [top, next] = path.split('.');
        if (top === 'ExtraData') expect(next in extraData, `${section}: ExtraData.${next}`).toBe(true);
        else if (top in draftProperties) expect(top in draft, `${section}: ${top}`).toBe(true);
      }
    }
    const given = FIELD_CATALOGUE.flatMap((s) => [...Object.keys(s.draft ?? {}), ...Object.keys(s.extraData ?? {}).map((k) => `ExtraData.${k}`)]);
    expect(given.length).toBe(new Set(given).size);
    expect(given.filter((path) => path in FIELDS_NO_QUESTION_ASKS)).toEqual([]);
  });

  it('names no field twice, and none both in a section and among those no question asks', () => {
    const all = FIELD_CATALOGUE.flatMap((section) => Object.keys(section.fields));
    expect(all.length).toBe(new Set(all).size);
    expect(Object.keys(FIELDS_NO_QUESTION_ASKS).filter((path) => catalogued.has(path))).toEqual([]);
  });

  it('gives the error summary its sections, in page order (SPEC §5 Summary messages)', () => {
    expect(SUMMARY_SECTIONS.map((s) => s.section)).toEqual(FIELD_CATALOGUE.map((s) => s.section));
    expect(sectionsOf('personal')[0]).toEqual({
      section: 'name', message: 'Please ensure your name is entered correctly', fields: ['_singlename', 'Firstname', 'Middlenames', 'Surname'],
    });
  });

  it('names a list item by its number, or by which item it is', () => {
    expect(fieldLabel('_previousNames.1.Surname')).toBe('the family name of other name 2');
    expect(fieldLabel('_address.1.Line1')).toBe('the street address of your previous address');
    expect(fieldLabel('_address.0.ToDate')).toBeUndefined();
    expect(fieldLabel('_postalAddress.State')).toBe('the state of your postal address');
    expect(fieldLabels('addresses').labels['_address.0.FromDate']).toBe('the date you moved into your current address');
    expect(fieldLabels('addresses').choices.has('_address.n.State')).toBe(true);
  });

  it('gives an option the same words on the page and in the answers: gender X is never "Another term"', () => {
    expect(fieldOptions('Gender')).toEqual({ M: 'Male', F: 'Female', X: 'Non-binary or another gender' });
    expect(optionList('_previousNames.n.Type').map((o) => o.label)).toEqual(['Previous name', 'Also known as', 'Maiden name']);
    expect(() => fieldOptions('Firstname')).toThrow(RangeError);
  });

  it('gives the answers (the check-answers page and the PDF) the words the page offered, lists or none', () => {
    const groups = answerGroups({
      _cardType: 'msic', Gender: 'X', _hasPreviousNames: true, _previousNames: [{ Type: 'Maiden', Firstname: 'Mia', Surname: 'Nguyen' }],
      ExtraData: { OpNeedType: 'employer' },
    }, NO_LISTS, brands.default, new Date('2026-11-28T00:00:00Z'));
    expect(answerFor(groups, 'Gender')?.lines).toEqual([fieldOptions('Gender').X]);
    expect(answerFor(groups, '_previousNames.0.Type')?.lines).toEqual(['Mia Nguyen', 'Maiden name']);
    expect(answerFor(groups, 'ExtraData.OpNeedType')?.lines).toEqual(['My employer']);
  });
});
