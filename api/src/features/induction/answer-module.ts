import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InductionAnswerResult } from '@cards/shared/domain';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { markModule, strangeKeys, type PostedAnswers } from './marking.ts';
import { completePath, openInduction, unansweredMap } from './state.ts';

const notOpenYet = 'Answer the modules in order: finish the module you are on before this one.';

/**
 * SPEC §7 POST /induction/{id}/answer/{n}: marks module `n` of an induction, answered here and never in the browser.
 * Only the module the trainee is on moves them on or keeps their empty questions; going back changes nothing.
 */
export async function answerModule(
  app: FastifyInstance, log: FastifyBaseLogger, publicId: string, n: number, body: { module: number; answers: PostedAnswers },
): Promise<InductionAnswerResult> {
  const { answers } = body;
  if (body.module !== n) throw new ApiError(400, 'The module answered is not the one in the address.', { module: 'invalid' });
  const open = await openInduction(app, publicId);
  const { row, stored } = open;
  const module = stored.program.modules[n];
  if (!module) throw new ApiError(400, 'This induction has no such module.', { module: 'invalid' });
  if (n > row.module) throw new ApiError(409, notOpenYet);
  const strange = strangeKeys(module, answers);
  if (strange.length > 0) {
    throw new ApiError(400, 'Some answers are for questions this module does not have.', Object.fromEntries(strange.map((key) => [`answers.${key}`, 'invalid'])));
  }
  const marks = markModule(module, stored.keys[n]!, answers);
  const correct = marks.unanswered.length === 0 && Object.keys(marks.errors).length === 0;
  const now = clockNow();
  if (n === row.module) {
    if (correct) await app.inductions.advance(row.id, n, stored.program.modules.length, now);
    else await app.inductions.recordUnanswered(row.id, n, marks.unanswered, now);
  }
  const after = correct && n === row.module ? (await app.inductions.byPublicId(row.public_id)) ?? row : row;
  const complete = after.completed_at !== null;
  if (correct && complete && row.completed_at === null) log.info({ inductionId: row.id, programId: stored.id }, 'induction completed');
  return {
    correct,
    module: after.module,
    unanswered: unansweredMap(marks.unanswered),
    errors: marks.errors,
    induction: complete ? 'complete' : null,
    redirect: complete ? completePath(row.public_id) : null,
  };
}
