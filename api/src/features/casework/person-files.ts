import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import type { DocumentKind, MadeDocument } from '../documents/documents.ts';
import { casePerson } from './case-person.ts';

// A person's PDFs for the console: the ones the applicant downloads (application form, invoice, certificate) and
// the signed statement of operational need. The brand's own people only, as every casework call.

const noDocument = () => new ApiError(404, 'There is no such document for this application.');

export async function personFile(app: FastifyInstance, company: string, peopleId: number, kind: DocumentKind | 'statement'): Promise<MadeDocument> {
  const person = await casePerson(app, company, peopleId);
  if (person.redacted_at) throw noDocument();
  if (kind === 'statement') {
    const form = await app.opNeedForms.byPeopleId(person.id);
    if (!form || form.status !== 'signed' || !form.signature) throw noDocument();
    // The PDF code loads on the first letter, not at start.
    const { opNeedLetter } = await import('../opneed/letter.ts');
    return opNeedLetter(app, person, form);
  }
  const { hasDocument, makeDocument } = await import('../documents/documents.ts');
  if (!hasDocument(kind, person)) throw noDocument();
  return makeDocument(app, kind, person);
}
