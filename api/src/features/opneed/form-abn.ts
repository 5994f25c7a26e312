import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidAbn, normaliseAbn, type AbnDetails } from '@cards/shared/domain';
import { askRegister, checkedAbn } from '../abn/service.ts';
import { formOfHeader, openForm } from './open-form.ts';

// The ABN on a statement, through the wizard's own lookup (abn/service.ts): 'failed' when the register could not
// answer, which the route answers with lookupFailed.

/** SPEC §7 '…get-abn/{a}/{b}: list, last element used': the lookup of the ABN on the form; none when it has none. */
export async function abnOfForm(app: FastifyInstance, request: FastifyRequest, id: number, ref: string): Promise<AbnDetails[] | 'failed'> {
  const { form } = await openForm(app, id, ref);
  const typed = app.opNeedForms.fieldsOf(form).Abn;
  const abn = typeof typed === 'string' ? normaliseAbn(typed) : null;
  if (abn === null || !isValidAbn(abn)) return [];
  const details = await askRegister(app, request, abn, { opNeedFormId: form.id });
  return details === 'failed' ? details : [details];
}

/** Any ABN, for the signer of the form X-Operational-Need-Form names: the ABR's terms allow no open proxy. */
export async function lookupAbnForForm(app: FastifyInstance, request: FastifyRequest, abnText: string): Promise<AbnDetails | 'failed'> {
  const { form } = await formOfHeader(app, request.headers['x-operational-need-form']);
  return askRegister(app, request, checkedAbn(abnText), { opNeedFormId: form.id });
}
