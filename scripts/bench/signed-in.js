// A person to measure the signed-in status page with: a whole application sent through the api as the pages send
// it (steps 1 to 4, then the conversion), and the one-time code it answers exchanged for the id_token.
import { realisticDraft } from './realistic-draft.js';

async function call(url, method, body, headers = {}) {
  const response = await fetch(url, {
    method, headers: { 'content-type': 'application/json', 'x-company': 'default', ...headers }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** { peopleId, token } of a freshly sent application. */
export async function signedInPerson(baseUrl) {
  const created = await call(`${baseUrl}/api/form`, 'POST', { Firstname: 'Bench', Email: realisticDraft.Email, EmailConfirm: realisticDraft.Email });
  const headers = { 'x-form-key': created.key };
  await call(`${baseUrl}/api/form/${created.id}`, 'PUT', {
    ...realisticDraft, _termsAccepted: true, _declarationAccepted: true,
    ExtraData: { ...realisticDraft.ExtraData, lodgementOption: 'inperson' },
    _version: created.form._version, _stepCompleted: 4,
  }, headers);
  const person = await call(`${baseUrl}/api/form/${created.id}/people`, 'POST', {}, headers);
  const { token } = await call(`${baseUrl}/api/login`, 'POST', {
    username: String(person.Id), password: realisticDraft.Birthdate, verificationCode: person.VerificationCode,
  });
  return { peopleId: person.Id, token };
}
