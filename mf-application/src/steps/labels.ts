// Field labels by draft path, for the error messages, which the field and the summary show in the same words
// (so each names its field on its own: 'Enter the street address of your previous address'). They come from the
// form's field catalogue in @cards/shared; `.n.` stands for any list index and `{n}` for the item's number.
import type { Draft, ErrorKey } from '@cards/shared/domain';
import { birthRegistrationNumberForm, fieldLabels, type FieldLabels } from '@cards/shared/validation';

/** A step's labels, and which of its fields are choices (a select or radios), whose missing answer is 'Choose …'. */
export interface StepLabels extends FieldLabels {
  /** A message that depends on other answers, where the general one would not say what is expected. */
  special?: (path: string, key: ErrorKey, data: Draft) => string | undefined;
}

export const step1Labels: StepLabels = {
  ...fieldLabels('personal'),
  // A registration number in the wrong form says the form of the state chosen.
  special: (path, key, data) => {
    if (path !== '_idDocument.Details.RegistrationNumber' || key !== 'birthcertnumber') return undefined;
    const state = data._idDocument?.Details?.State;
    const form = birthRegistrationNumberForm(state);
    return form && `A birth registered in ${state} has a registration number of ${form} – check the certificate`;
  },
};

export const step2Labels: StepLabels = fieldLabels('addresses');

export const step3Labels: StepLabels = fieldLabels('card');
