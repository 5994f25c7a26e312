// Api load figures (autocannon, 10 connections): plain GETs, and autosave with a realistic draft beside a bare
// Fastify route answering the same body.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { realisticDraft } from './realistic-draft.js';

const connections = 10;

export async function throughput(url, routes, seconds) {
  const rows = [];
  for (const route of routes) {
    // A second's warm-up first, so each process is measured with its code compiled (the bare route's figure
    // otherwise varied twofold between runs).
    await autocannon({ url: `${url}${route}`, connections, duration: 1 });
    const result = await autocannon({ url: `${url}${route}`, connections, duration: seconds });
    rows.push({ route, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99, errors: result.errors + result.non2xx });
  }
  return rows;
}

async function createDrafts(url, count) {
  const drafts = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-company': 'default' },
      body: JSON.stringify({ Firstname: 'Bench', Email: `bench${i}@example.com`, EmailConfirm: `bench${i}@example.com` }),
    });
    const created = await response.json();
    drafts.push({ id: created.id, key: created.key, version: created.form._version, formLink: created.form._formLink });
  }
  return drafts;
}

/** Members the server answers for one draft only; the page sends them back, but they are not the typing. */
const oneDraftMembers = ['_id', '_formLink', '_peopleId', '_mailLinkSent', '_linkDisabled', '_companyId', '_version', '_stepCompleted'];

/**
 * The body the page autosaves once steps 1 to 3 are typed: the realistic draft as the page's store holds it, its
 * airports with their facts from the list and its codes set by the card rules (the page applies the rules the
 * server does). Read back from a first save, which the server settles.
 */
async function pageDraft(url) {
  const [draft] = await createDrafts(url, 1);
  const headers = { 'content-type': 'application/json', 'x-form-key': draft.key };
  const saved = await fetch(`${url}/api/form/${draft.id}`, {
    method: 'PUT', headers, body: JSON.stringify({ ...realisticDraft, _company: 'default', _cardType: 'asic', _version: draft.version }),
  });
  if (!saved.ok) throw new Error(`the first save of the bench's draft was refused: ${await saved.text()}`);
  const settled = await (await fetch(`${url}/api/form/${draft.formLink}`, { headers })).json();
  return Object.fromEntries(Object.entries(settled).filter(([key]) => !oneDraftMembers.includes(key)));
}

/**
 * Autosave, the hot path, as applicants make it: each save is of a draft no other save is in flight for, sending
 * the version it last got back. autocannon starts each request with a fresh context, so the drafts not in flight
 * are kept in a pool here (twice as many as connections: a connection may ask for its next request first).
 */
async function autosave(url, seconds, free, draft) {
  const statuses = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{
      method: 'PUT',
      setupRequest: (request, context) => {
        context.draft = free.shift();
        const { id, key, version } = context.draft;
        return {
          ...request,
          path: `/api/form/${id}`,
          headers: { 'content-type': 'application/json', 'x-form-key': key },
          // The page sends back the brand and card type its create was answered with (the quick save checks them against the row).
          body: JSON.stringify({ ...draft, _company: 'default', _cardType: 'asic', Surname: `Load ${version}`, _version: version }),
        };
      },
      onResponse: (status, body, context) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200 || status === 409) context.draft.version = JSON.parse(body).version;
        free.push(context.draft);
      },
    }],
  });
  return { route: 'PUT /api/form/{id} (autosave)', 'req/s': Math.round((statuses[200] ?? 0) / seconds),
    'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
}

export async function autosaveThroughput(url, seconds, draft) {
  const drafts = await createDrafts(url, connections * 2);
  await autosave(url, 1, drafts, draft);
  return autosave(url, seconds, drafts, draft);
}

/**
 * The bare route answering the same saves, body parsing included: what Fastify alone costs for them. The same
 * client code makes its requests (a body per request, its answer read), so the two differ only by the server: the
 * client shares the machine's two cores, and a fixed body made the bare route's client the cheaper one.
 */
export async function bareAutosave(url, seconds, draft) {
  const drafts = Array.from({ length: connections * 2 }, (_, i) => ({ id: i + 1, key: 'bare', version: 1 }));
  await autosave(url, 1, drafts, draft);
  const row = await autosave(url, seconds, drafts, draft);
  return { ...row, route: 'bare PUT (same body)' };
}

/**
 * The api's figures: `rounds` rounds, each the bare route then ours back to back, the round with the median ratio
 * kept (one machine's throughput drifts by a fifth from one run to the next, the bare route's as much as ours),
 * then the reference lists (two seconds each).
 */
export async function apiFigures(url, bareUrl, seconds, rounds) {
  const healthRounds = [];
  const saveRounds = [];
  const draft = await pageDraft(url);
  for (let round = 0; round < rounds; round += 1) {
    const [bareHealth] = await throughput(bareUrl, ['/api/health'], seconds);
    bareHealth.route = 'bare GET /api/health';
    const [health] = await throughput(url, ['/api/health'], seconds);
    healthRounds.push([bareHealth, health]);
    saveRounds.push([await bareAutosave(bareUrl, seconds, draft), await autosaveThroughput(url, seconds, draft)]);
  }
  const medianRound = (all) => [...all].sort((a, b) => a[1]['req/s'] / a[0]['req/s'] - b[1]['req/s'] / b[0]['req/s'])[Math.floor(all.length / 2)];
  // The reference lists have no target: two seconds each show their level, and keep the bench inside its ten minutes.
  const reads = await throughput(url, ['/api/state/list', '/api/airport/list', '/api/country/list'], Math.min(seconds, 2));
  return { api: [...medianRound(healthRounds), ...reads, ...medianRound(saveRounds)], apiRounds: { health: healthRounds, autosave: saveRounds } };
}

/**
 * The same, from a process of its own: in the bench's process the load generator shared a heap with Lighthouse's
 * traces (500 MB after the Lighthouse runs), so what ran before it changed what it could send.
 */
export function apiFiguresInChild(url, bareUrl, seconds, rounds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), url, bareUrl, String(seconds), String(rounds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the api measure stopped with ${code}`))));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, bareUrl, seconds, rounds] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await apiFigures(url, bareUrl, Number(seconds), Number(rounds))));
}
