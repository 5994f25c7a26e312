import fc from 'fast-check';

// Generated request bodies for hostile-bodies.test.ts. A body starts from a valid one for
// its endpoint and is mutated, or is random JSON, or is not JSON at all. Bodies are built as JSON text, not with
// JSON.stringify, so they can hold what a hostile client can send and JavaScript objects cannot: a member named
// "__proto__", the same member twice, -0, numbers beyond a double (1e400) or past the safe integers.

/** A JSON value as its text is made: members in order with any names, and numbers written as given. */
export type Json = null | boolean | number | string | Json[] | Members | Literal;

/** An object's members, in order; a name may be "__proto__" or appear twice. */
export class Members {
  constructor(readonly entries: Array<[string, Json]>) {}
}

/** A number written exactly so (`-0`, `1e400`, 400 digits): JSON.stringify could not write it. */
export class Literal {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** A plain value (a valid body) as a Json to mutate. */
export function toJson(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? new Literal('-0') : value;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') return new Members(Object.entries(value).map(([name, member]) => [name, toJson(member)]));
  throw new Error(`not a JSON value: ${String(value)}`);
}

export function render(value: Json): string {
  if (value instanceof Literal) return value.text;
  if (value instanceof Members) return `{${value.entries.map(([name, member]) => `${JSON.stringify(name)}:${render(member)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(render).join(',')}]`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : JSON.stringify(value);
  return JSON.stringify(value);
}

// ---- values ---------------------------------------------------------------------------------------------------

/** SQL, HTML, script, template, path and NoSQL injection text. */
export const INJECTIONS = [
  "' OR '1'='1", "'; DROP TABLE drafts; --", 'Robert\'); DROP TABLE people;--', '1; SELECT * FROM people', "' UNION SELECT key_hash FROM draft_keys --",
  "'; SELECT pg_sleep(5); --", '1 AND 1=CONVERT(int, @@version)', '\\', "\\'", '%27%20OR%201%3D1', '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '<svg/onload=alert(1)>', '${7*7}', '{{7*7}}', '#{7*7}', '<%= 7*7 %>',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', 'file:///etc/passwd', '{"$ne":null}', '{"$gt":""}', '$where', 'null', 'undefined',
  'NaN', 'Infinity', 'true', '[object Object]', '__proto__', 'constructor', 'prototype', 'toString', '\u0000', '%00', '\r\nSet-Cookie: a=b',
  'a\r\nBcc: victim@example.com', '=cmd|\' /C calc\'!A0', '@SUM(1+1)', 'A'.repeat(64) + '@' + 'b'.repeat(255) + '.com',
];

/** Member names that mean something to JavaScript, to our drafts, or to nothing at all. */
export const NAMES = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', '__lookupSetter__', 'isPrototypeOf',
  '', ' ', '\u0000', '0', '-1', '1e3', 'length', 'a.b', '$where', '$ne', '_version', '_stepCompleted', '_id', '_company', '_cardType',
  '_peopleId', '_companyId', '_signatureFile', '_formLink', '_mailLinkSent', 'Firstname', 'firstname', 'Firstname ', 'FIRSTNAME', 'then',
  'Email', 'data', 'key', 'token', 'id', 'status', 'module', 'answers', 'signature', '_signature', 'recaptcha', 'Inductions',
];

/** Numbers at the edges of JSON and of doubles, as written. */
const numbers: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    new Literal('-0'), 0, -1, 1, 2, 3, 1e308, -1e308, new Literal('1e400'), new Literal('-1e400'), new Literal('9007199254740993'),
    Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, new Literal('1e-320'), 5e-324, new Literal('1'.repeat(400)),
    new Literal(`0.${'0'.repeat(400)}1`), new Literal(`-${'9'.repeat(320)}`), 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 32, 0.5, 1.5, 1e21,
    new Literal('1E2'), new Literal('1.0'), new Literal('1e0'), new Literal('-0.0'), 999_999_999, 1_000_000_000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const codeUnit = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCharCode(c));

/** Text a form never sends: astral and combining characters, lone surrogates, control characters and NUL, BOMs. */
const strangeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: codeUnit(0, 0x1f), minLength: 1, maxLength: 10 }),
  fc.string({ unit: codeUnit(0xd800, 0xdfff), minLength: 1, maxLength: 4 }),
  fc.constantFrom('😀', '𝕁𝕒𝕟𝕖', 'Zoë', 'O\u2019Brien', '\u202eevil', 'a\u200bb', '\ufeffJane', 'e\u0301\u0301\u0301', '\ud83d', '\ude00x',
    'Jane\u0000', '\u0000', '\t\n\r', '\u2028\u2029', 'ＪＡＮＥ', 'İstanbul', 'ß', '\u00a0', 'x\u0085y'),
  fc.constantFrom(...INJECTIONS),
);

/** Longer text: a few thousand characters, some of them several bytes each. */
const longText: fc.Arbitrary<string> = fc.tuple(fc.constantFrom('x', 'é', '😀', '<', '\u0000', 'ab '), fc.integer({ min: 100, max: 20_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** Objects and lists nested `depth` levels: within JSON_MAX_DEPTH (32) or past it. */
const nested: fc.Arbitrary<Json> = fc.tuple(fc.integer({ min: 2, max: 45 }), fc.boolean()).map(([depth, lists]) => {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = lists ? [value] : new Members([['a', value]]);
  return value;
});

/** `{"prototype": …}`: with a member named constructor, what secure-json-parse refuses. */
const prototypeHolder: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  new Members([['prototype', new Members([['polluted', true]])]]),
  new Members([['prototype', null]]),
  new Members([['prototype', 1]]),
);

const randomJson: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 3 }).map(toJson);

/** A value of any hostile kind, for a member of a body or for the whole of it. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: fc.constantFrom<Json>(null, true, false, '', [], new Members([]), [null], ['x'], new Members([['x', 1]])), weight: 4 },
  { arbitrary: numbers, weight: 4 },
  { arbitrary: strangeText, weight: 5 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: nested, weight: 1 },
  { arbitrary: prototypeHolder, weight: 1 },
  { arbitrary: randomJson, weight: 3 },
);

export const hostileName: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NAMES), weight: 4 },
  { arbitrary: strangeText, weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 2 },
);

// ---- mutations ------------------------------------------------------------------------------------------------

/** What is done to a valid body; `at` picks a member (or list item, or object) by position, modulo how many. */
export type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'add'; at: number; name: string; value: Json }
  | { kind: 'replace'; at: number; value: Json }
  /** The same name again with another value: JSON.parse keeps the last. */
  | { kind: 'repeat'; at: number; value: Json }
  /** "__proto__", or "constructor" holding a "prototype", at any depth. */
  | { kind: 'poison'; at: number; name: '__proto__' | 'constructor'; value: Json };

const at = fc.nat({ max: 10_000 });
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('add' as const), at, name: hostileName, value: hostileValue }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: hostileValue }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('repeat' as const), at, value: hostileValue }), weight: 1 },
  {
    arbitrary: fc.oneof(
      fc.record({ kind: fc.constant('poison' as const), at, name: fc.constant('__proto__' as const), value: hostileValue }),
      fc.record({ kind: fc.constant('poison' as const), at, name: fc.constant('constructor' as const), value: prototypeHolder }),
    ),
    weight: 1,
  },
);

interface Slot {
  /** The object or list the member is in. */
  parent: Members | Json[];
  index: number;
}

/** Every member and list item of a value, depth first; objects for 'add' and 'poison'. */
function slotsOf(value: Json, slots: Slot[] = [], objects: Members[] = []): { slots: Slot[]; objects: Members[] } {
  if (value instanceof Members) {
    objects.push(value);
    value.entries.forEach((entry, index) => {
      slots.push({ parent: value, index });
      slotsOf(entry[1], slots, objects);
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      slots.push({ parent: value, index });
      slotsOf(item, slots, objects);
    });
  }
  return { slots, objects };
}

/** A copy to put in a body: generated values are shared between runs and must not be changed by later mutations. */
function copy(value: Json): Json {
  if (value instanceof Members) return new Members(value.entries.map(([name, member]) => [name, copy(member)]));
  return Array.isArray(value) ? value.map(copy) : value;
}

/** Applies a mutation in place to `body` (an object); a mutation with nothing to act on leaves it as it is. */
export function mutate(body: Members, change: Mutation): void {
  const { slots, objects } = slotsOf(body);
  const value = 'value' in change ? copy(change.value) : null;
  const slot = slots.length > 0 ? slots[change.at % slots.length]! : undefined;
  const object = objects[change.at % objects.length]!;
  switch (change.kind) {
    case 'drop':
      if (slot) (slot.parent instanceof Members ? slot.parent.entries : slot.parent).splice(slot.index, 1);
      return;
    case 'add':
    case 'poison':
      object.entries.splice(change.at % (object.entries.length + 1), 0, [change.name, value]);
      return;
    case 'replace':
      if (!slot) return;
      if (slot.parent instanceof Members) slot.parent.entries[slot.index]![1] = value;
      else slot.parent[slot.index] = value;
      return;
    case 'repeat':
      if (slot?.parent instanceof Members) slot.parent.entries.push([slot.parent.entries[slot.index]![0], value]);
      return;
  }
}

// ---- whole bodies ---------------------------------------------------------------------------------------------

/** How a request's body is made from its endpoint's valid body. */
export type Recipe =
  | { kind: 'valid' }
  | { kind: 'mutated'; mutations: Mutation[] }
  /** Any JSON value instead: a list, a string, a number, null, another object. */
  | { kind: 'value'; value: Json }
  /** Text that is not JSON: random, or the valid body cut short or with something after it. */
  | { kind: 'text'; text: string }
  | { kind: 'cut'; at: number; tail: string }
  /** The valid body with one member padded so the whole is `limit + over` bytes (over ≤ 0: within the limit). */
  | { kind: 'sized'; at: number; over: number; unit: string };

const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('{', '}', '[', '{"a":1,}', "{'a':1}", '{a:1}', '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '{"a":01}',
    '{"a":.5}', '{"a":+1}', '{"a":0x10}', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":"\u0001"}', '/* c */ {}', '{} // c', '{}{}',
    '{"a":1}\u0000', '\u0000{"a":1}', '<xml/>', 'a=1&b=2', 'null null', '\ufeff\ufeff{}', ' ', '\n', '"', '"\\', '{"__proto__":'),
);

export const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('mutated' as const), mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }) }), weight: 14 },
  { arbitrary: fc.record({ kind: fc.constant('value' as const), value: hostileValue }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('text' as const), text: notJson }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cut' as const), at, tail: fc.oneof(fc.constant(''), notJson) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('sized' as const), at,
      over: fc.constantFrom(-1000, -1, 0, 1, 2, 1000),
      unit: fc.constantFrom('x', 'é', '😀', ' '),
    }),
    weight: 1,
  },
);

/** Content types: mostly JSON, sometimes what the api does not take. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 16 },
  { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8'), weight: 2 },
  {
    arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
      'application/json; charset=latin1', 'application/vnd.api+json', 'text/html', 'application/xml'),
    weight: 1,
  },
);

/** The text of a request's body: its recipe applied to the endpoint's valid body, within or past `limit` bytes. */
export function bodyText(made: Recipe, valid: Record<string, unknown>, limit: number): string {
  switch (made.kind) {
    case 'valid':
      return render(toJson(valid));
    case 'mutated': {
      const body = toJson(valid) as Members;
      for (const change of made.mutations) mutate(body, change);
      return render(body);
    }
    case 'value':
      return render(made.value);
    case 'text':
      return made.text;
    case 'cut': {
      const text = render(toJson(valid));
      return text.slice(0, made.at % text.length) + made.tail;
    }
    case 'sized': {
      const body = toJson(valid) as Members;
      if (body.entries.length === 0) body.entries.push(['padding', '']);
      const entry = body.entries[made.at % body.entries.length]!;
      entry[1] = '';
      const room = limit + made.over - Buffer.byteLength(render(body));
      const unitBytes = Buffer.byteLength(made.unit);
      // Whole characters, then single bytes for the rest, so the body is exactly the size wanted.
      entry[1] = made.unit.repeat(Math.max(0, Math.floor(room / unitBytes))) + 'x'.repeat(Math.max(0, room % unitBytes));
      return render(body);
    }
  }
}
