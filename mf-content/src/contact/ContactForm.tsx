import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorSummary, RadioGroup, TextAreaField, TextField, fieldId, type SummarySection } from '@cards/shared/ui';
import { CONTACT_LIMITS, ENQUIRY_TYPE_FIELDS, contactEnquiryErrors, fieldMessage, type ContactEnquiry, type EnquiryType } from '@cards/shared/validation';
import { Captcha } from '../captcha/Captcha.tsx';
import { SendResult, captchaMessage } from '../captcha/SendResult.tsx';
import { useCaptchaForm } from '../captcha/use-captcha-form.ts';
import { useContactStore } from './contact-store.ts';

type Typed = { [K in Exclude<keyof ContactEnquiry, 'recaptcha' | 'EnquiryType' | 'CardsRequired'>]-?: string } & {
  EnquiryType: EnquiryType | '';
  CardsRequired: string;
};
const empty: Typed = { EnquiryType: '', Name: '', Email: '', Phone: '', Message: '', CardNum: '', CardsRequired: '', Company: '' };

const labels: Record<keyof Typed | 'recaptcha', string> = {
  EnquiryType: 'what your enquiry is about',
  Name: 'your name',
  Email: 'your email address',
  Phone: 'your phone number',
  Company: 'your company’s name',
  CardsRequired: 'how many cards your company needs',
  CardNum: 'your card number',
  Message: 'your message',
  recaptcha: 'the security check',
};
const order: Array<keyof Typed | 'recaptcha'> = ['EnquiryType', 'Name', 'Email', 'Phone', 'Company', 'CardsRequired', 'CardNum', 'Message', 'recaptcha'];

const enquiryOptions = [
  { value: 'General Enquiries', label: 'A general enquiry, about your own application or card' },
  { value: 'Company Enquiries', label: 'A company enquiry, about cards for the people who work for you' },
] satisfies Array<{ value: EnquiryType; label: string }>;

/** SPEC §5 'Contact': a company enquiry drops the card number, a general one the company's fields. */
function ofItsType(body: Typed & { recaptcha: string }) {
  const fields: readonly string[] = body.EnquiryType ? ENQUIRY_TYPE_FIELDS[body.EnquiryType] : [];
  return Object.fromEntries(Object.entries(body).filter(([name]) => fields.includes(name)));
}

/** SPEC §2 contact-us, §4 'Contact forms', §5 'Contact': the company and the general enquiry, one form whose fields follow the type. */
export const ContactForm = observer(function ContactForm() {
  const contact = useContactStore();
  const [typed, setTyped] = useState<Typed>(empty);
  const form = useCaptchaForm<Typed>({
    validate: (body) => contactEnquiryErrors(body),
    send: (body) => contact.sendEnquiry(ofItsType(body)),
    onSent: () => setTyped(empty),
  });
  const errors = form.errors(typed);
  const message = (field: keyof typeof labels) => {
    const key = errors[field];
    if (!key) return undefined;
    return field === 'recaptcha' ? captchaMessage(form.captchaRefused) : fieldMessage(key, labels[field], { choice: field === 'EnquiryType' });
  };
  const set = (field: keyof Typed) => (value: string) => {
    form.dismissSent();
    setTyped((t) => ({ ...t, [field]: value }));
  };
  const summary: SummarySection[] = [{
    heading: 'Please check your enquiry',
    items: order.flatMap((field) => {
      const text = message(field);
      return text ? [{ field, message: text }] : [];
    }),
  }];
  const isCompany = typed.EnquiryType === 'Company Enquiries';
  const isGeneral = typed.EnquiryType === 'General Enquiries';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(typed);
  };

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us an enquiry</h2>
      <SendResult sent={form.sent} problem={form.problem} sentText="Thank you. We have your enquiry and will reply by email, usually within two working days." />
      <ErrorSummary sections={summary} focusKey={form.focusKey} />
      <RadioGroup
        id={fieldId('EnquiryType')}
        legend="What is your enquiry about?"
        value={typed.EnquiryType}
        options={enquiryOptions}
        error={message('EnquiryType')}
        onChange={set('EnquiryType')}
      />
      <TextField id={fieldId('Name')} label="Your name" autoComplete="name" maxLength={CONTACT_LIMITS.name} value={typed.Name} error={message('Name')} onChange={set('Name')} />
      <TextField id={fieldId('Email')} label="Your email address" type="email" autoComplete="email" spellCheck={false} hint="We reply to this address." value={typed.Email} error={message('Email')} onChange={set('Email')} />
      <TextField id={fieldId('Phone')} label="Your phone number" type="tel" autoComplete="tel" optional value={typed.Phone} error={message('Phone')} onChange={set('Phone')} />
      {isCompany && (
        <>
          <TextField id={fieldId('Company')} label="Your company’s name" autoComplete="organization" maxLength={CONTACT_LIMITS.company} value={typed.Company} error={message('Company')} onChange={set('Company')} />
          <TextField
            id={fieldId('CardsRequired')}
            label="How many cards does your company need?"
            hint={`A number from ${CONTACT_LIMITS.cardsMin} to ${CONTACT_LIMITS.cardsMax}. A guess is fine.`}
            inputMode="numeric"
            className="field--short"
            value={typed.CardsRequired}
            error={message('CardsRequired')}
            onChange={set('CardsRequired')}
          />
        </>
      )}
      {isGeneral && (
        <TextField
          id={fieldId('CardNum')}
          label="Your card number"
          optional
          hint="The ASIC or MSIC number on your card, if you hold one."
          autoComplete="off"
          spellCheck={false}
          value={typed.CardNum}
          error={message('CardNum')}
          onChange={set('CardNum')}
        />
      )}
      <TextAreaField
        id={fieldId('Message')}
        label="Your message"
        hint={`Between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax} characters. Please do not send copies of identity documents here.`}
        maxLength={CONTACT_LIMITS.messageMax}
        value={typed.Message}
        error={message('Message')}
        onChange={set('Message')}
      />
      <Captcha id={fieldId('recaptcha')} {...form.captchaProps} error={message('recaptcha')} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.busy} aria-disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Send enquiry'}
        </button>
      </div>
    </form>
  );
});
