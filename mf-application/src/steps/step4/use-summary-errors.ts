import { useMemo } from 'react';
import type { FieldErrors } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import type { SummarySection } from '@cards/shared/ui';
import { completionErrors, summaryMessages } from '@cards/shared/validation';
import { errorMessage } from '../../wizard/use-step-form.ts';
import { useWizard } from '../../wizard/wizard-context.tsx';
import type { StepLabels } from '../labels.ts';
import { answerFor, groupsBefore, type AnswerGroup } from '@cards/shared/validation';
import { useAnswerGroups } from './use-answer-groups.ts';
import { summaryLabels } from './labels.ts';

/**
 * The summary's links, pointed at what this page has: an earlier step's field is not on it, so its error links to
 * the 'Change' link of the answer that shows it (whose id is the field's own). Errors of one answer (the lines of
 * an address) become one link, their messages one after the other.
 */
export function pointAtAnswers(sections: readonly SummarySection[], groups: readonly AnswerGroup[]): SummarySection[] {
  return sections.map((section) => {
    const items: SummarySection['items'] = [];
    for (const item of section.items) {
      const field = answerFor(groups, item.field)?.path ?? item.field;
      const same = items.find((i) => i.field === field);
      if (same) same.message = `${same.message}. ${item.message}`;
      else items.push({ field, message: item.message });
    }
    return { heading: section.heading, items };
  });
}

/** The messages of some errors as the summary lists them (the same words use-step-form gives). */
function summaryOf(errors: FieldErrors, sections: Parameters<typeof summaryMessages>[1], { labels, choices }: StepLabels): SummarySection[] {
  const message = (path: string) =>
    errorMessage(errors[path]!, { labels, choices }, path);
  return summaryMessages(errors, sections).map(({ message: heading, fields }) => ({
    heading,
    items: fields.map((field) => ({ field, message: message(field) })),
  }));
}

/**
 * The error summary of the summary step: on arrival, any answer of an earlier step that is
 * wrong now (SPEC §5 summary messages, focused at once); after a confirm, everything the confirm found
 * (useStepForm's summary, whose sections are every step's). Links lead to the answers on this page.
 */
export function useSummaryErrors(form: { summary: SummarySection[]; attempt: number }, labels: StepLabels = summaryLabels) {
  const { draft } = useRootStore();
  const { steps, step } = useWizard();
  const groups = groupsBefore(useAnswerGroups(), steps, step.number);
  // Once, as the page opens: the checks of every earlier step.
  const onArrival = useMemo(
    () => summaryOf(completionErrors(0, step.number - 1, draft.data, { today: new Date() }, steps), step.sections, labels),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- what was wrong when the page opened
  );
  const confirmed = form.summary.length > 0;
  const sections = pointAtAnswers(confirmed ? form.summary : onArrival, groups);
  return { sections, focusKey: form.attempt + (onArrival.length > 0 ? 1 : 0) };
}
