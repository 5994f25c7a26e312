import { Type } from 'typebox';
import { INDUCTION_ENROLMENT_FIELDS } from '@cards/shared/validation';

// The bodies and answers several induction routes share.

/** SPEC §3 'Induction (status list)'. */
export const inductionListSchema = Type.Array(Type.Object({
  inductionName: Type.String(),
  url: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
}));

const enrolmentText = Type.Optional(Type.String({ maxLength: 200 }));

/** SPEC §3 'Induction-only registration payload': the induction-only page's and the staff's registration of a foreign card. */
export const inductionEnrolmentBody = Type.Object({
  ...(Object.fromEntries(INDUCTION_ENROLMENT_FIELDS.filter((name) => name !== 'Inductions').map((name) => [name, enrolmentText])) as
    Record<Exclude<(typeof INDUCTION_ENROLMENT_FIELDS)[number], 'Inductions'>, typeof enrolmentText>),
  Inductions: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
}, { additionalProperties: false });

/** The longest enrolment body either route takes. */
export const ENROLMENT_BODY_LIMIT = 8 * 1024;
