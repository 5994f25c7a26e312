import { lastDayOfMonth, longDate } from '@cards/shared/domain';
import { FieldGroup, SelectField, fieldId } from '@cards/shared/ui';
import { CARD_EXPIRY_MONTHS, cardExpiryYears } from '@cards/shared/validation';

/**
 * The card's expiry as printed on it, a month and a year (SPEC §9: up to 4 years ahead). Two lists rather than a
 * month input, which some browsers still show as a plain text box. SPEC §5 keeps it as the month's last day, and
 * the page says so.
 */
export function ExpiryField({ month, year, error, onChange }: {
  month: string;
  year: string;
  error?: string;
  onChange: (part: 'ExpiryMonth' | 'ExpiryYear', value: string) => void;
}) {
  const kept = month && year ? lastDayOfMonth(`${year}-${month}`) : null;
  const id = fieldId('MsicExpiry');
  return (
    <FieldGroup
      id={id}
      legend="When does your card expire?"
      hint={`The month and year printed on your card. We keep it as the last day of that month${kept ? `: ${longDate(kept)}` : ''}.`}
      error={error}
    >
      <div className="expiry-field">
        <SelectField id={`${id}-month`} label="Month" placeholder="Month" options={CARD_EXPIRY_MONTHS} value={month} onChange={(value) => onChange('ExpiryMonth', value)} />
        <SelectField
          id={`${id}-year`}
          label="Year"
          placeholder="Year"
          options={cardExpiryYears(new Date())}
          value={year}
          onChange={(value) => onChange('ExpiryYear', value)}
        />
      </div>
    </FieldGroup>
  );
}
