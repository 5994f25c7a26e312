// The soak's applicants: each an async loop that fills in an application as a person does, a
// draft growing by what is typed between two autosaves, each step completed with valid answers, then sent; then
// the next applicant. Requests alternate between the api nodes, as a load balancer without sticky sessions sends
// them. Plain node:http with keep-alive, so a few hundred applicants cost the client little of the machine.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { realisticDraft } from './realistic-draft.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min, max) => min + Math.random() * (max - min);

/** What a request may take before it counts as failed. */
const timeoutMs = 30_000;

/** One api node's client: `call` answers { status, body, ms }, status a number or 'network: CODE'. */
export function nodeClient(url) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true });
  function call(method, path, { body, key } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const headers = { 'x-company': 'default', 'x-website-type': 'asic', ...(key ? { 'x-form-key': key } : {}) };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request({ host: hostname, port, method, path, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed;
          try { parsed = text ? JSON.parse(text) : undefined; } catch { parsed = text; }
          resolve({ status: response.statusCode, body: parsed, ms: performance.now() - started });
        });
        response.on('error', (err) => resolve({ status: `network: ${err.code ?? err.message}`, ms: performance.now() - started }));
      });
      request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      request.on('error', (err) => resolve({ status: `network: ${err.code ?? err.message}`, ms: performance.now() - started }));
      request.end(payload);
    });
  }
  return { url, call, close: () => agent.destroy() };
}

const today = new Date().toISOString().slice(0, 10);
const step1Fields = ['Firstname', 'Middlenames', 'Surname', 'Email', 'EmailConfirm', 'Mobilephonenumber', 'Prefcontact',
  'Birthdate', 'Gender', 'Birthcountry', 'Birthplace', 'Birthstate', 'Citizenship', '_singlename', '_hasPreviousNames', '_skippedId'];
const step3Fields = ['OperationalNeedId', 'ExtraData', 'airports', 'Employername', 'Employerabn', 'Employercountry',
  'Employeraddress', 'Employerstate', 'Employersuburb', 'Employerpostcode', 'Employerfirstname', 'Employersurname',
  'Employeremail', 'Employerphone', 'Employerposition'];

/**
 * What an applicant types, step by step: [path, value] in the order of the page, the valid answers of
 * realistic-draft.js (steps 1 to 3) and step 4's lodgement and agreements; a list or a checkbox is one answer.
 */
function answers(email) {
  const draft = { ...realisticDraft, Email: email, EmailConfirm: email };
  const leaves = (prefix, value) => (value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([name, inner]) => leaves([...prefix, name], inner))
    : [[prefix, value]]);
  return [
    step1Fields.map((name) => [[name], draft[name]]),
    [...draft._address.flatMap((address, i) => leaves(['_address', i], { ...address, ToDate: i === 0 ? today : address.ToDate })),
      [['_postalAddress'], draft._postalAddress]],
    step3Fields.flatMap((name) => (name === 'ExtraData' ? leaves(['ExtraData'], draft.ExtraData) : [[[name], draft[name]]])),
    [[['ExtraData', 'lodgementOption'], 'inperson'], [['_termsAccepted'], true], [['_declarationAccepted'], true]],
  ];
}

function setPath(target, path, value) {
  let at = target;
  path.slice(0, -1).forEach((part, i) => {
    at[part] ??= typeof path[i + 1] === 'number' ? [] : {};
    at = at[part];
  });
  at[path.at(-1)] = value;
}

/** Answers picked, not typed (selects, radios, date pickers): they arrive whole. */
const picked = new Set(['Prefcontact', 'Birthdate', 'Gender', 'Birthcountry', 'Birthstate', 'Citizenship', 'Country', 'State',
  'FromDate', 'ToDate', 'OpNeedType', 'OpNeedAccessFreq', 'lodgementOption', 'Employercountry', 'Employerstate']);

/**
 * The saves of one application, in order: { draft, completes? }. Between two autosaves a person types 6 to 16
 * characters (the page saves a second or so after typing stops); an answer picked counts as 4. After each step's
 * last answer the step is completed (its Next button), a save of the same draft claiming the step.
 */
export function savesOf(email) {
  const saves = [];
  const draft = {};
  let budget = 0;
  let dirty = false;
  const save = () => {
    saves.push({ draft: structuredClone(draft) });
    budget = Math.round(between(6, 16));
    dirty = false;
  };
  budget = Math.round(between(6, 16));
  answers(email).forEach((step, i) => {
    for (const [path, value] of step) {
      if (typeof value === 'string' && !picked.has(path.at(-1))) {
        for (let typed = 0; typed < value.length;) {
          const take = Math.min(budget, value.length - typed);
          typed += take;
          budget -= take;
          setPath(draft, path, value.slice(0, typed));
          dirty = true;
          if (budget === 0) save();
        }
      } else {
        setPath(draft, path, structuredClone(value));
        dirty = true;
        budget = Math.max(0, budget - 4);
        if (budget === 0) save();
      }
    }
    if (dirty) save();
    saves.push({ draft: structuredClone(draft), completes: i + 1 });
  });
  return saves;
}

/** Members the server adds to a draft's answer; what the page sends back of them is ignored. */
const serverMembers = ['_id', '_formLink', '_company', '_cardType', '_companyId', '_version', '_stepCompleted', '_mailLinkSent', '_peopleId'];

/** The figures the applicants gather, shared by all of them. */
export function newTally() {
  return {
    kinds: { create: [], save: [], complete: [], submit: [], 'read back': [] },
    /** When each autosave (typing or completing a step) was answered, in s from the start, beside its ms. */
    started: performance.now(),
    saveTimes: [],
    sent: 0,
    acknowledged: 0,
    submissions: 0,
    errors: {},
    errorSamples: [],
    drafts: [],
  };
}

function recordError(tally, kind, answer, detail) {
  const name = `${kind} ${answer.status}`;
  tally.errors[name] = (tally.errors[name] ?? 0) + 1;
  if (tally.errorSamples.length < 10) tally.errorSamples.push({ kind, status: answer.status, detail, body: JSON.stringify(answer.body)?.slice(0, 300) });
}

/**
 * One application, from the first keystroke to sent (or until `over()`): the draft created with step 1's first
 * answers, autosaved at typing pace, each step completed, then converted. Each applicant saves one draft, one save
 * at a time with the version it last got back: any refusal, a 409 included, is an error. After one the draft is
 * left as it is (its acknowledged saves are still checked at the end) and the next application starts.
 * `partWay`: the draft is created holding what was typed up to a point chosen at random, and claims no step: the
 * next completion completes the steps before it too, checked as ever.
 */
async function oneApplication(nodes, first, email, tally, over, partWay) {
  let turn = first;
  const nextNode = () => nodes[turn++ % nodes.length];
  const saves = savesOf(email);
  // As the page does (SPEC §5, firstSaveErrors): the draft is made once a first name and the email twice alike are typed.
  const ready = saves.findIndex(({ draft }) => draft.Firstname && draft.Email && draft.Email === draft.EmailConfirm);
  const from = partWay ? ready + Math.floor(Math.random() * (saves.length - 1 - ready)) : ready;
  const [opening, ...rest] = saves.slice(from);
  const created = await nextNode().call('POST', '/api/form', { body: opening.draft });
  tally.kinds.create.push(created.ms);
  if (created.status !== 201) return recordError(tally, 'create', created);
  const { id, key, form } = created.body;
  // The page keeps the draft it was answered, presets included, and sends it back whole with what is typed.
  const kept = Object.fromEntries(Object.entries(form).filter(([name]) => !serverMembers.includes(name)));
  const record = { id, key, formLink: form._formLink, version: form._version, stepCompleted: 0, acknowledged: kept, unanswered: false };
  tally.drafts.push(record);
  for (const { draft, completes } of rest) {
    await sleep(between(1000, 3000));
    if (over()) return undefined;
    const body = { ...kept, ...draft, _version: record.version, _stepCompleted: completes ?? record.stepCompleted };
    tally.sent += 1;
    const kind = completes ? 'complete' : 'save';
    const saved = await nextNode().call('PUT', `/api/form/${id}`, { body, key });
    tally.kinds[kind].push(saved.ms);
    tally.saveTimes.push([(performance.now() - tally.started) / 1000, saved.ms]);
    if (saved.status !== 200 || saved.body?.version !== record.version + 1) {
      // A save without an answer may have been stored all the same: the check at the end allows for it.
      record.unanswered = typeof saved.status !== 'number' || saved.status >= 500;
      return recordError(tally, kind, saved, `draft ${id}, sent on version ${record.version}`);
    }
    tally.acknowledged += 1;
    Object.assign(record, { version: saved.body.version, stepCompleted: body._stepCompleted, acknowledged: body });
  }
  await sleep(between(1000, 3000));
  if (over()) return undefined;
  const sent = await nextNode().call('POST', `/api/form/${id}/people`, { body: {}, key });
  tally.kinds.submit.push(sent.ms);
  if (sent.status !== 200) return recordError(tally, 'submit', sent, `draft ${id}`);
  tally.submissions += 1;
  record.personId = sent.body.Id;
  return undefined;
}

/**
 * `count` applicants, started over the first `rampMs`, each sending application after application until `over()`.
 * Each one's first application starts part way, as on a site in use people are at every step when one looks: so
 * the run holds every step's saves, and applications are sent from its first minute rather than after two.
 */
export async function runApplicants(nodes, count, rampMs, tally, over) {
  await Promise.all(Array.from({ length: count }, async (_, index) => {
    await sleep((rampMs * index) / count);
    for (let n = 0; !over(); n += 1) {
      await oneApplication(nodes, index, `jane.citizen+${index}.${n}@example.com`, tally, over, n === 0);
    }
  }));
}

/** Whether everything `sent` holds is in `stored` (which may hold more: members the server settles or adds). */
function holds(stored, sent) {
  if (Array.isArray(sent)) return Array.isArray(stored) && stored.length === sent.length && sent.every((item, i) => holds(stored[i], item));
  if (sent && typeof sent === 'object') return Boolean(stored) && typeof stored === 'object' && Object.entries(sent).every(([name, value]) => holds(stored[name], value));
  return stored === sent;
}

/** Members the server works out from the card step on (features/drafts/card-details.ts): not what was typed. */
const settled = ['Apptype', 'Appsubtype', 'Site', '_adgCardAccess'];

/**
 * Every draft read back through the api (alternating nodes, `parallel` at a time): lost saves are acknowledged saves
 * that are not there (a version short of the last acknowledged one counts each missing save; the right version with
 * other content counts one). A newer version is only allowed after a save that got no answer. Answers the lost
 * saves and the first few drafts that had any.
 */
export async function readBack(nodes, tally, parallel = 8) {
  const queue = [...tally.drafts];
  const lost = { saves: 0, drafts: [] };
  let turn = 0;
  const worker = async () => {
    for (let record = queue.shift(); record; record = queue.shift()) {
      const answer = await nodes[turn++ % nodes.length].call('GET', `/api/form/${record.formLink}`, { key: record.key });
      tally.kinds['read back'].push(answer.ms);
      if (answer.status !== 200) {
        recordError(tally, 'read back', answer, `draft ${record.id}`);
        lost.saves += record.version;
        continue;
      }
      const stored = answer.body;
      const typed = Object.fromEntries(Object.entries(record.acknowledged)
        .filter(([name]) => !serverMembers.includes(name) && !settled.includes(name)));
      let missing = 0;
      if (stored._version < record.version) missing = record.version - stored._version;
      else if (stored._version > record.version && !record.unanswered) missing = 1;
      // A sent draft's link answers only the server's members (what was typed went to the person: 'submissions
      // without their person' checks that), so its version, step and person are what can be compared.
      else if (stored._version === record.version && ((record.personId === undefined && !holds(stored, typed))
        || stored._stepCompleted !== record.stepCompleted)) missing = 1;
      if (record.personId !== undefined && stored._peopleId !== record.personId) missing = Math.max(missing, 1);
      if (missing > 0) {
        lost.saves += missing;
        const differ = Object.keys(typed).filter((name) => !holds(stored[name], typed[name]));
        if (lost.drafts.length < 5) {
          lost.drafts.push({ id: record.id, acknowledged: record.version, stored: stored._version, step: stored._stepCompleted, differ });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return lost;
}

/** The p-th percentile (0 to 100) of `samples`, in ms to one decimal. */
export function percentile(samples, p) {
  if (samples.length === 0) return null;
  const sorted = Float64Array.from(samples).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}
