// Step 4, summary and confirm (SPEC §2 'Step 4 is the summary, with a payment option, terms checkboxes and
// confirm'), as a class-validator class. The asset brands ask the same on their third step.
import { ValidateNested } from 'class-validator';
import { getBrand } from '@cards/shared/brand';
import { opNeedSigner, type Draft } from '@cards/shared/domain';
import { CONTEXT, contextOf, IsChecked, Required, rule, type RuleContext } from './decorators.ts';

interface Step4RuleContext extends RuleContext {
  paymentOptions: readonly string[];
  /** A self-employed applicant or private pilot signs their own statement of operational need here. */
  signsOwnStatement: boolean;
}

export class Step4ExtraDataForm {
  /** SPEC §3 ExtraData.lodgementOption: the payment option chosen, one of the brand's (SPEC §9). */
  @Required()
  @rule('invalid', (value, object) => {
    const options = contextOf<Step4RuleContext>(object)?.paymentOptions;
    return value === undefined || value === null || value === '' || !options || options.includes(value as string);
  })
  lodgementOption?: string;
}

export class Step4Form {
  @ValidateNested()
  ExtraData?: Step4ExtraDataForm;

  @IsChecked()
  _termsAccepted?: boolean;

  @IsChecked()
  _declarationAccepted?: boolean;

  /** The saved signature of an applicant who confirms their own need (the server sets the name). */
  @rule('signature', (value, object) => !contextOf<Step4RuleContext>(object)?.signsOwnStatement || (typeof value === 'string' && value !== ''))
  _signatureFile?: string;
}

export function step4Form(draft: Draft, context: { today: Date }): Step4Form {
  const brand = getBrand(draft._company);
  const ruleContext: Step4RuleContext = {
    today: context.today,
    paymentOptions: brand.paymentOptions,
    signsOwnStatement: opNeedSigner(draft, brand) === 'applicant',
  };
  const form = Object.assign(new Step4Form(), draft);
  Object.defineProperty(form, CONTEXT, { value: ruleContext });
  const extra = Object.assign(new Step4ExtraDataForm(), draft.ExtraData && typeof draft.ExtraData === 'object' ? draft.ExtraData : {});
  Object.defineProperty(extra, CONTEXT, { value: ruleContext });
  form.ExtraData = extra;
  return form;
}
