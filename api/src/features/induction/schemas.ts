import { Type } from 'typebox';

// The answers several induction routes share.

/** SPEC §3 'Induction (status list)'. */
export const inductionListSchema = Type.Array(Type.Object({
  inductionName: Type.String(),
  url: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
}));
