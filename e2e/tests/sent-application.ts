import type { APIRequestContext } from '@playwright/test';
import { step1, step2, wholeApplication } from '../../api/test/application-data.ts';
import { expect } from './fixtures.ts';

// A default-brand ASIC application sent through the api as the pages send it: the first save, every step's
// answers, then the conversion. For the journeys about what comes after it (tracking, signing in, paying); the
// application journeys walk its pages themselves.

export interface SentApplication {
  peopleId: string;
  trackingNumber: string;
  email: string;
}

export interface Applicant {
  first: string;
  family: string;
  email: string;
  birthdate: string;
}

/** A draft saved through the api as the pages save it: steps 1 and 2 for this person, then `answers` up to `stepCompleted`. */
export async function saveThroughApi(request: APIRequestContext, who: Applicant, answers: object, stepCompleted: number) {
  const person = { Firstname: who.first, Middlenames: '', Surname: who.family, Email: who.email, EmailConfirm: who.email, Birthdate: who.birthdate };
  const headers = { 'x-company': 'default', 'x-website-type': 'asic' };
  const created = await request.post('/api/form', { headers, data: { ...step1, ...step2, ...person } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, key, form } = await created.json() as { id: number; key: string; form: { _version: number; _formLink: string } };
  const withKey = { ...headers, 'x-form-key': key };
  const saved = await request.put(`/api/form/${id}`, { headers: withKey, data: { ...step1, ...step2, ...answers, ...person, _version: form._version, _stepCompleted: stepCompleted } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, key, formLink: form._formLink, headers: withKey };
}

export async function sendThroughApi(request: APIRequestContext, who: Applicant, options: { jobReady?: boolean } = {}): Promise<SentApplication> {
  const draft = await saveThroughApi(request, who, { ...wholeApplication, ...(options.jobReady ? { _jobReady: true } : {}) }, 4);
  const sent = await request.post(`/api/form/${draft.id}/people`, { headers: draft.headers, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const { Id, TrackingNumber } = await sent.json() as { Id: number; TrackingNumber: string };
  return { peopleId: String(Id), trackingNumber: TrackingNumber, email: who.email };
}
