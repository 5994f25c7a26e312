import { fieldLabels } from '@cards/shared/validation';
import type { StepLabels } from '../labels.ts';

/** The labels of every field of the form: the summary checks every earlier answer again (summaryStep). */
export const summaryLabels: StepLabels = fieldLabels('personal', 'addresses', 'card', 'confirm');
