import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { cardName } from '@cards/shared/brand';
import { AUSTRALIAN_STATES, isoDateOf } from '@cards/shared/domain';
import { useBrand, useRootStore } from '@cards/shared/stores';
import { ErrorSummary, RadioGroup, SelectField, TextAreaField, TextField, fieldId, useHydrated, useToday, type SummarySection } from '@cards/shared/ui';
import { CONTACT_LIMITS, REPORT_TYPE_FIELDS, cardHolderReportErrors, fieldMessage, type ReportType } from '@cards/shared/validation';
import { Captcha } from '../captcha/Captcha.tsx';
import { SendResult, captchaMessage } from '../captcha/SendResult.tsx';
import { useCaptchaForm, type Sent } from '../captcha/use-captcha-form.ts';
import { useContactStore } from '../contact/contact-store.ts';
import { eventQuestion, reportLabels, reportOrder, type ReportField } from './report-fields.ts';

type Typed = Record<ReportField, string>;
const blank: Typed = {
  CardType: '', FullName: '', Birthdate: '', Email: '', Phone: '', CardNumber: '', EventDate: '', PoliceReport: '',
  PreviousName: '', NewName: '', Address: '', Suburb: '', State: '', Postcode: '', ReturnMethod: '', Details: '',
};

/** 'emailed you a copy' only when the api queued it; otherwise it says what happened. */
export function reportSent(sent: Sent): string {
  return sent.emailed === false
    ? 'Thank you. We have your report. We could not email you a copy, so keep the reference below as your record of it.'
    : 'Thank you. We have your report and have emailed you a copy.';
}

const formTitle: Record<ReportType, string> = {
  lost: 'Report your lost card',
  stolen: 'Report your stolen card',
  damaged: 'Report your damaged card',
  'name-change': 'Tell us your new name',
  'address-change': 'Tell us your new address',
  return: 'Tell us you are returning your card',
};

/**
 * A card holder's report to the office (part of the duties hub): the questions of its type only, checked by the
 * shared rule the api runs too, with a captcha. Sent reports get a reference, shown here and emailed.
 */
export const ReportForm = observer(function ReportForm({ reportType }: { reportType: ReportType }) {
  const brand = useBrand();
  const { session } = useRootStore();
  const contact = useContactStore();
  const onlyCard = brand.cardTypes.length === 1 ? brand.cardTypes[0]! : null;
  // The visit's card is preselected; a pre-rendered page starts on the brand's usual card (the visit's choice is
  // the browser's alone) and moves to the visit's once hydrated, unless the person has chosen already.
  const hydrated = useHydrated();
  const visitCard = onlyCard ?? session.cardType;
  const start = { ...blank, CardType: visitCard };
  const [typed, setTyped] = useState<Typed>(() => ({ ...blank, CardType: hydrated ? visitCard : (onlyCard ?? brand.defaultCardType) }));
  const preselected = useRef(typed.CardType);
  useEffect(() => {
    if (hydrated && preselected.current !== visitCard) {
      setTyped((t) => (t.CardType === preselected.current ? { ...t, CardType: visitCard } : t));
      preselected.current = visitCard;
    }
  }, [hydrated, visitCard]);
  const asks = new Set<string>(REPORT_TYPE_FIELDS[reportType]);
  const body = (t: Typed) => Object.fromEntries(Object.entries({ ...t, ReportType: reportType }).filter(([name]) => name === 'ReportType' || asks.has(name)));
  const form = useCaptchaForm<Typed>({
    validate: (t) => cardHolderReportErrors(body(t)),
    send: (t) => contact.sendReport(body(t)),
    onSent: () => setTyped(start),
  });
  const errors = form.errors(typed);
  const message = (field: ReportField | 'recaptcha') => {
    const key = errors[field];
    if (!key) return undefined;
    if (field === 'recaptcha') return captchaMessage(form.captchaRefused);
    return fieldMessage(key, reportLabels[field], { choice: field === 'CardType' || field === 'ReturnMethod' || field === 'State' });
  };
  const set = (field: ReportField) => (value: string) => {
    form.dismissSent();
    setTyped((t) => ({ ...t, [field]: value }));
  };
  const summary: SummarySection[] = [{
    heading: 'Please check your report',
    items: reportOrder.flatMap((field) => {
      const text = asks.has(field) ? message(field) : undefined;
      return text ? [{ field, message: text }] : [];
    }),
  }];
  const card = cardName(brand, typed.CardType);
  const today = isoDateOf(useToday());
  const text = (field: ReportField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={fieldId(field)} label={label} value={typed[field]} error={message(field)} onChange={set(field)} {...extra} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(typed);
  };

  return (
    <form className="report-form" noValidate onSubmit={submit} aria-labelledby="report-form-heading">
      <h2 id="report-form-heading">{formTitle[reportType]}</h2>
      <SendResult sent={form.sent} problem={form.problem} sentText={reportSent} />
      <ErrorSummary sections={summary} focusKey={form.focusKey} />
      {!onlyCard && (
        <RadioGroup
          id={fieldId('CardType')}
          legend="Which card is it?"
          inline
          value={typed.CardType}
          options={[{ value: 'asic', label: brand.product }, { value: 'msic', label: 'MSIC' }]}
          error={message('CardType')}
          onChange={set('CardType')}
        />
      )}
      {text('FullName', 'Your full name', { autoComplete: 'name', maxLength: CONTACT_LIMITS.name, hint: reportType === 'name-change' ? 'Your name as it is now.' : undefined })}
      {text('Birthdate', 'Your date of birth', { type: 'date', autoComplete: 'bday', max: today })}
      {text('Email', 'Your email address', { type: 'email', autoComplete: 'email', spellCheck: false, hint: 'We email you a copy of this report.' })}
      {text('Phone', 'Your phone number', { type: 'tel', autoComplete: 'tel', optional: true })}
      {text('CardNumber', `Your ${card} number`, { spellCheck: false, autoComplete: 'off', hint: 'It is printed on the front of your card. If you no longer have it, it is on your application documents.' })}
      {asks.has('EventDate') && text('EventDate', eventQuestion[reportType]!, { type: 'date', max: today, hint: 'Your best guess if you are not sure.' })}
      {asks.has('PoliceReport') && text('PoliceReport', 'Police report number', { optional: true, maxLength: CONTACT_LIMITS.policeReport, hint: 'If you reported the theft to the police.' })}
      {asks.has('PreviousName') && text('PreviousName', 'The name on your card', { maxLength: CONTACT_LIMITS.name })}
      {asks.has('NewName') && text('NewName', 'Your new name', { maxLength: CONTACT_LIMITS.name })}
      {asks.has('Address') && text('Address', 'Your new street address', { autoComplete: 'address-line1' })}
      {asks.has('Suburb') && text('Suburb', 'Suburb or town', { autoComplete: 'address-level2' })}
      {asks.has('State') && (
        <SelectField
          id={fieldId('State')}
          label="State or territory"
          value={typed.State}
          options={AUSTRALIAN_STATES.map((code) => ({ value: code, label: code }))}
          error={message('State')}
          onChange={set('State')}
        />
      )}
      {asks.has('Postcode') && text('Postcode', 'Postcode', { inputMode: 'numeric', autoComplete: 'postal-code', className: 'field--short' })}
      {asks.has('ReturnMethod') && (
        <RadioGroup
          id={fieldId('ReturnMethod')}
          legend="How will you return your card?"
          value={typed.ReturnMethod}
          options={[
            { value: 'post', label: 'By post to our office' },
            { value: 'in-person', label: 'In person at our office' },
          ]}
          error={message('ReturnMethod')}
          onChange={set('ReturnMethod')}
        />
      )}
      <TextAreaField
        id={fieldId('Details')}
        label="Anything else we should know"
        optional
        maxLength={CONTACT_LIMITS.details}
        value={typed.Details}
        error={message('Details')}
        onChange={set('Details')}
      />
      <Captcha id={fieldId('recaptcha')} {...form.captchaProps} error={message('recaptcha')} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Send report'}
        </button>
      </div>
    </form>
  );
});
