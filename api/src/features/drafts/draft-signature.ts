import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import { now as clockNow } from '../../platform/clock.ts';
import { metaForKey, messages } from './access.ts';
import { readSignature, signatureDataUrl } from '../opneed/signature.ts';

// The statement's signature an applicant who signs it themselves draws in the wizard: checked as the signer's is
// (opneed/signature.ts) and kept with the draft under a name of its own, the draft's `_signatureFile`.

const badSignature = 'The signature could not be read. Sign again, or type your full name as your signature.';

/** Keeps the signature of draft `id`, for the holder of one of its keys; answers its file name. */
export async function saveDraftSignature(app: FastifyInstance, request: FastifyRequest, id: number, signature: unknown): Promise<{ _signatureFile: string }> {
  await metaForKey(app, request, id);
  const png = readSignature(signature);
  if (!png) throw new ApiError(400, badSignature, { signature: 'signature' });
  const fileName = `${randomBytes(12).toString('base64url')}.png`;
  // Converted meanwhile: the statement was made without this picture.
  if (!(await app.opNeedForms.saveDraftSignature(id, fileName, png, clockNow()))) {
    throw new ApiError(409, messages.converted, undefined, { reason: 'converted' });
  }
  return { _signatureFile: fileName };
}

/** The signature kept with draft `id` as a data URL, for the holder of one of its keys, converted or not. */
export async function draftSignature(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ data: string }> {
  await metaForKey(app, request, id, { converted: true });
  const saved = await app.opNeedForms.draftSignature(id);
  if (!saved) throw new ApiError(404, 'There is no signature saved with this application.');
  return { data: signatureDataUrl(saved.png) };
}
