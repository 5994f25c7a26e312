import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

// Request validation by each route's TypeBox schemas (ARCHITECTURE 'API conventions': bad input is a 400 that names
// its fields, platform/errors.ts). The rules:
// - A body is checked as sent: a wrong type is refused, never coerced ("4" is not 4), and a member its schema does
//   not allow (additionalProperties: false) is refused, never dropped.
// - Path parameters and query strings are text, so they are converted to the schema's types first (an id becomes a
//   number) and take the schema's defaults. A whole number there must be written in digits: the conversion alone
//   would also read '1e3', ' 7' or '0x1f' as numbers.
// Fastify's ajv takes one set of options for every part of a request, so it cannot coerce paths without coercing
// bodies; this is the type provider's TypeBoxValidatorCompiler with the digits rule and defaults added.

const digits = /^[0-9]+$/;

type Members = Record<string, { type?: unknown; default?: unknown }>;

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const answer = (value: unknown) => (check.Check(value) ? { value } : { error: check.Errors(value) });
  if (httpPart === 'body') return answer;

  const members: Members = (schema as { properties?: Members }).properties ?? {};
  // Text only, without defaults: nothing to convert (nor can TypeBox convert a member named '*', a path's rest).
  if (Object.values(members).every((m) => m.type === 'string' && m.default === undefined)) return answer;
  const wholeNumbers = Object.keys(members).filter((name) => members[name]!.type === 'integer');
  if (httpPart === 'params' && wholeNumbers.length === Object.keys(members).length
    && Object.values(members).every((m) => m.default === undefined)) {
    // Ids only (most paths, autosave's among them): digits become the number TypeBox's conversion would give,
    // without its walk through the schema on every request.
    return (text: Record<string, unknown>) => {
      const value = { ...text };
      for (const name of wholeNumbers) {
        const given = text[name];
        if (typeof given === 'string' && digits.test(given)) value[name] = Number(given);
      }
      return answer(value);
    };
  }
  return (text: Record<string, unknown>) => {
    const notDigits = wholeNumbers.filter((name) => typeof text[name] === 'string' && !digits.test(text[name]));
    const value = Value.Default(schema, Value.Convert(schema, { ...text })) as Record<string, unknown>;
    // Left as text, so the check refuses them.
    for (const name of notDigits) value[name] = text[name];
    return answer(value);
  };
};
