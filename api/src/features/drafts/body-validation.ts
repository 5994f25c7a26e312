import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import type { FieldErrors } from '@cards/shared/domain';
import { saveErrors } from '@cards/shared/validation';
import { validatorCompiler } from '../../platform/request-validation.ts';
import { invalid, versionErrors } from './payload.ts';

// The bodies of the draft routes are checked against the one draft schema (DraftSchema of @cards/shared) before
// any handler runs, by saveErrors, which walks that schema: a refusal names every field with the key autosave
// uses (type, unknown, invalid, maxlength; the identity document's own limits). A save must also name the version
// it changes. The other parts of these requests are checked as on every route.

export function draftBodyCompiler(options: { versioned: boolean }): FastifySchemaCompiler<TSchema> {
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler(route);
    return (body: unknown) => {
      const fields: FieldErrors = saveErrors(body);
      if (options.versioned) Object.assign(fields, versionErrors(body));
      return Object.keys(fields).length > 0 ? { error: invalid(fields) } : { value: body };
    };
  };
}
