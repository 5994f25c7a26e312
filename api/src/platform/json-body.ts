import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, setField } from './errors.ts';

// JSON request bodies. Before anything is parsed, the text is scanned for how deeply its objects and arrays nest:
// a body deeper than the limit (a draft needs about 6 levels) is refused with 400 on every route, so no handler,
// validator or JSON.stringify ever recurses through thousands of levels. The rest is Fastify's own parser, which
// also refuses __proto__ and constructor poisoning; a body it refuses is looked at again to say why.

/** Whether the text has at most `max` opening brackets, found by the engine's own search (no loop per character). */
function bracketsAtMost(text: string, max: number): boolean {
  let count = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) {
      if (++count > max) return false;
    }
  }
  return true;
}

/** Whether the JSON text nests objects and arrays more than `max` levels deep. Brackets inside strings do not count. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  // A text with no more brackets than the limit cannot nest deeper: every autosave, so it skips the walk below,
  // which took as long as parsing the body.
  if (bracketsAtMost(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Where a character offset falls in the text: line and column, from 1. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The text as secure-json-parse parses it: without a leading byte order mark. */
const withoutByteOrderMark = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** What the engine's JSON.parse said is wrong, in words that never quote the request. */
function syntaxProblem(text: string, err: unknown): string {
  const said = err instanceof Error ? err.message : '';
  if (said.startsWith('Unexpected end of JSON input')) return ': it ends before it is complete.';
  // V8 names the problem and its offset ("Expected ':' after property name in JSON at position 5"). Its other form
  // quotes the request ("Unexpected token 'x', \"…\" is not valid JSON"), so it is not repeated.
  const found = /^([A-Z][^"]*?)(?: in JSON)? at position (\d+)/.exec(said);
  if (!found) return ': it has a character where JSON does not allow one.';
  const { line, column } = lineAndColumn(text, Number(found[2]));
  return `: ${found[1]!.charAt(0).toLowerCase()}${found[1]!.slice(1)} (line ${line}, column ${column}).`;
}

/**
 * The first member secure-json-parse refuses (an own `__proto__`, or a `constructor` object with a `prototype`),
 * looked for breadth first as it does, with the names on its way to it (a name may be '', so not a joined path).
 */
function forbiddenMember(value: unknown): { name: string; names: string[] } | undefined {
  let level: Array<{ node: object; names: string[] }> = value !== null && typeof value === 'object' ? [{ node: value, names: [] }] : [];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { node, names } of level) {
      if (Object.hasOwn(node, '__proto__')) return { name: '__proto__', names: [...names, '__proto__'] };
      const made = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
      if (made !== null && typeof made === 'object' && Object.hasOwn(made, 'prototype')) return { name: 'constructor', names: [...names, 'constructor'] };
      for (const [name, member] of Object.entries(node)) {
        if (member !== null && typeof member === 'object') next.push({ node: member, names: [...names, name] });
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * Why Fastify's parser refused a body: it does not say (FST_ERR_CTP_INVALID_JSON_BODY for broken text and for a
 * forbidden member alike), so the text is parsed once more here, for refused bodies only.
 */
export function refusedJson(text: string): ApiError {
  let parsed: unknown;
  const body = withoutByteOrderMark(text);
  try {
    parsed = JSON.parse(body);
  } catch (err) {
    return new ApiError(400, `The request is not valid JSON${syntaxProblem(body, err)}`);
  }
  const member = forbiddenMember(parsed);
  if (!member) return new ApiError(400, 'The request is not valid JSON.');
  const what = member.name === 'constructor' ? 'a member named "constructor" holding a "prototype"' : 'a member named "__proto__"';
  const path = member.names.join('.');
  // The path is made of the request's own names: a long one stays in `fields` only.
  const where = member.names.length === 1 || path.length > 100 ? '' : ` (at ${path})`;
  return new ApiError(400, `The request has ${what}${where}, which is not allowed.`, setField({}, path, 'invalid'));
}

/** The text each parsed body was parsed from; held only as long as the body itself. */
const parsedFrom = new WeakMap<object, string>();

/** The JSON text a request's body was parsed from, for storing as sent (the quick autosave); undefined if not known. */
export function jsonTextOf(body: unknown): string | undefined {
  return body !== null && typeof body === 'object' ? parsedFrom.get(body) : undefined;
}

export interface JsonBodyOptions {
  /** JSON_MAX_DEPTH: the deepest nesting of objects and arrays a body may have. */
  maxDepth: number;
}

/** The body parsers of the whole app: JSON only (any other type is a 415), nested at most `maxDepth` deep. */
export const jsonBodies = fp<JsonBodyOptions>(async (app, { maxDepth }) => {
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, maxDepth)) {
      done(new ApiError(400, `The request is nested too deeply: at most ${maxDepth} levels of objects and lists.`), undefined);
      return;
    }
    parse(request, text, (err, parsed) => {
      if (err) {
        done((err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? refusedJson(text) : err, undefined);
        return;
      }
      if (parsed !== null && typeof parsed === 'object') parsedFrom.set(parsed, withoutByteOrderMark(text));
      done(null, parsed);
    });
  });
}, { name: 'json-bodies' });
