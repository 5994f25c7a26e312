import { observer } from 'mobx-react-lite';
import {
  cardTypeOf,
  chooseOperationalNeed,
  chooseOpNeedType,
  isoDateOf,
  isWhiteNeed,
  needsOffered,
  type Draft,
  type OpNeedType,
} from '@cards/shared/domain';
import { cardName } from '@cards/shared/brand';
import { useRootStore } from '@cards/shared/stores';
import { Checkbox, RadioGroup, SelectField, TextAreaField, TextField, fieldId, type OptionGroup } from '@cards/shared/ui';
import { fieldOptions, optionList, type Step3Questions } from '@cards/shared/validation';
import { draftBinder, type FieldErrorsSource } from '../bind.ts';
import { cardWording } from './card-wording.ts';

function wordCount(text: string | undefined): number {
  return (text ?? '').split(/\s+/).filter(Boolean).length;
}

/** SPEC §2 step 3 'operational need': why the applicant needs the card, who confirms it, and how often. */
export const NeedSection = observer(function NeedSection({ form, questions }: { form: FieldErrorsSource; questions: Step3Questions }) {
  const { draft, lookups, session } = useRootStore();
  const data = draft.data;
  const bind = draftBinder(draft, form);
  const extra = data.ExtraData ?? {};
  const setExtra = (changes: Partial<NonNullable<Draft['ExtraData']>>) => draft.update({ ExtraData: { ...draft.data.ExtraData, ...changes } });
  const cardType = cardTypeOf(data);
  const card = cardName(session.brandData, cardType);
  const wording = cardWording(cardType);
  // The white MSIC flow offers white needs only (SPEC §4), as the api takes only those.
  const needs = needsOffered(lookups.operationalNeeds.items, data);
  const chosen = lookups.operationalNeeds.items.find((n) => n.Id === data.OperationalNeedId);
  const groups: OptionGroup[] = lookups.operationalNeedCategories.items
    .map((category) => ({
      label: category.Name,
      options: needs.filter((n) => n.CategoryId === category.Id).map((n) => ({ value: String(n.Id), label: n.ShortReason })),
    }))
    .filter((group) => group.options.length > 0);
  const words = wordCount(extra.OpNeedOccupation);
  const needError = form.errorFor('OperationalNeedId');

  if (!questions.operationalNeed) return null;
  return (
    <section className="form-section" aria-labelledby="need-heading">
      <h2 id="need-heading">Why you need an {card}</h2>
      {questions.studentAndStaff && (
        <>
          <RadioGroup
            id={fieldId('ExtraData.SfcStudentStaff')}
            legend="Are you a student or a staff member?"
            value={extra.SfcStudentStaff ?? ''}
            options={optionList('ExtraData.SfcStudentStaff')}
            onChange={(value) => setExtra({ SfcStudentStaff: value })}
            error={form.errorFor('ExtraData.SfcStudentStaff')}
          />
          {extra.SfcStudentStaff === 'Student' && (
            <TextField label="When did you enrol?" type="date" max={isoDateOf(new Date())} {...bind('ExtraData.SfcEnrolmentDate')} />
          )}
        </>
      )}
      {questions.needFixed ? (
        <p>
          Your reason is <strong>{chosen?.ShortReason ?? data.OpNeed}</strong>: {chosen?.Reason ?? 'set by your invitation.'}
        </p>
      ) : (
        <SelectField
          id={fieldId('OperationalNeedId')}
          label={`Why do you need an ${card}?`}
          hint={chosen ? chosen.Reason : 'Choose the reason closest to your work.'}
          options={[]}
          groups={groups}
          value={data.OperationalNeedId ? String(data.OperationalNeedId) : ''}
          onChange={(value) => draft.update(chooseOperationalNeed(draft.data, needs.find((n) => String(n.Id) === value)))}
          error={needError}
        />
      )}
      {isWhiteNeed(chosen) && (
        <p className="notice" role="note">
          A white {card} shows that your background has been checked. It does not let you into {wording.secureAreas} on
          your own, {wording.whiteNotAsked}.
        </p>
      )}
      {!questions.needFixed && (
        <>
          <RadioGroup
            id={fieldId('ExtraData.OpNeedType')}
            legend="Who can confirm why you need the card?"
            hint="We may ask them to sign a statement of your operational need."
            value={extra.OpNeedType ?? ''}
            options={questions.opNeedTypes.map((type) => ({ value: type, label: fieldOptions('ExtraData.OpNeedType')[type]! }))}
            onChange={(value) => draft.update(chooseOpNeedType(draft.data, value as OpNeedType))}
            error={form.errorFor('ExtraData.OpNeedType')}
          />
          <TextAreaField
            label="Describe what you do in your job"
            hint={
              <>
                {wording.occupationHint}{' '}
                <span>{words === 1 ? '1 word so far.' : `${words} words so far.`}</span>
              </>
            }
            {...bind('ExtraData.OpNeedOccupation')}
          />
        </>
      )}
      {questions.accessFrequency && (
        <SelectField
          label={`How often do you need to go into ${wording.secureAreas}?`}
          options={lookups.accessFrequencies.items.map((o) => ({ value: o.Value, label: o.Label }))}
          {...bind('ExtraData.OpNeedAccessFreq')}
        />
      )}
      <Checkbox
        id={fieldId('Sponsored')}
        label="An organisation is sponsoring my application"
        hint={`${wording.sponsorExamples} Leave this unticked if you are applying for yourself.`}
        checked={data.Sponsored === true}
        onChange={(checked) => draft.update({ Sponsored: checked })}
      />
    </section>
  );
});
