import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { PaymentOption } from '@cards/shared/brand';
import { draftPrice, paymentOptionOf } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { PriceTable, RadioGroup, fieldId } from '@cards/shared/ui';
import type { FieldErrorsSource } from '../bind.ts';
import './step4.css';

/** SPEC §9 payment options in plain words, with what each means for the applicant. */
export const PAYMENT_OPTIONS: Record<PaymentOption, { label: string; hint: string }> = {
  inperson: { label: 'Pay in person at your interview', hint: 'You pay the fee when you come to your interview.' },
  postal: { label: 'Pay at a Post Office', hint: 'You pay at the Post Office counter when your identity is checked there.' },
  'asset-asic': { label: 'Paid by your organisation', hint: 'Your organisation pays the fee for you.' },
};

/**
 * How the card is paid for (SPEC §9 payment options, ExtraData.lodgementOption) and what it costs. A brand with one
 * option has it chosen already and only says what it is.
 */
export const PaymentSection = observer(function PaymentSection({ form }: { form: FieldErrorsSource }) {
  const { draft, session } = useRootStore();
  const brand = session.brandData;
  const options = brand.paymentOptions;
  const only = options.length === 1 ? options[0] : undefined;
  const chosen = draft.data.ExtraData?.lodgementOption;

  // The brand's only option is the answer: saved, so the checks and the server see it.
  useEffect(() => {
    if (only && chosen !== only) draft.update({ ExtraData: { ...draft.data.ExtraData, lodgementOption: only } });
  }, [only, chosen, draft]);

  const option = paymentOptionOf(draft.data, brand);
  const described = option ? PAYMENT_OPTIONS[option as PaymentOption] : undefined;
  const price = draftPrice(draft.data, brand, new Date());

  return (
    <section className="form-section" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      {only ? (
        <p id={fieldId('ExtraData.lodgementOption')}>
          <strong>{PAYMENT_OPTIONS[only].label}.</strong> {PAYMENT_OPTIONS[only].hint}
        </p>
      ) : (
        <RadioGroup
          id={fieldId('ExtraData.lodgementOption')}
          legend="How will you pay?"
          hint={described?.hint}
          options={options.map((value) => ({ value, label: PAYMENT_OPTIONS[value].label }))}
          value={chosen}
          error={form.errorFor('ExtraData.lodgementOption')}
          onChange={(value) => draft.update({ ExtraData: { ...draft.data.ExtraData, lodgementOption: value } })}
        />
      )}
      <PriceTable price={price} caption="Your card fee" />
      {price.accessCard > 0 && <p className="price-table__note">The card fee includes your airport access card.</p>}
    </section>
  );
});
