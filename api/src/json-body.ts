import fp from 'fastify-plugin';
import { ApiError } from './errors.ts';

// JSON request bodies. Before anything is parsed, the text is scanned for how deeply its objects and arrays nest:
// a body deeper than the limit (a draft needs about 6 levels) is refused with 400 on every route, so no handler,
// validator or JSON.stringify ever recurses through thousands of levels. The rest is Fastify's own parser, which
// also refuses __proto__ and constructor poisoning.

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
  // which took as long as parsing the body (issue 16).
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
    parse(request, text, done);
  });
}, { name: 'json-bodies' });
