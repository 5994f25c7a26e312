import type { FastifyInstance } from 'fastify';
import { cardName, getBrand } from '@cards/shared/brand';
import { longDate, trackingNumber } from '@cards/shared/domain';
import type { OpNeedFormRow } from './repository.ts';
import type { PersonRow } from '../people/repository.ts';
import { withArticle } from '../../mail/templates/copy.ts';
import type { MadeDocument } from '../documents/documents.ts';
import { NEED_TYPE_WORDS } from '../documents/need-types.ts';
import { PdfWriter } from '../documents/pdf-writer.ts';

// The signed statement of operational need (SPEC §7 GET /api/download/operational-need-signed/{id}): a
// letter in the brand's name with the statement as signed, the signer's details and the drawn signature, made on
// request from the stored form. Everything typed is drawn as text with the embedded font; nothing is interpreted.

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function opNeedLetter(app: FastifyInstance, person: PersonRow, form: OpNeedFormRow): Promise<MadeDocument> {
  const brand = getBrand(person.company);
  const f = app.opNeedForms.fieldsOf(form);
  const cardType = person.card_type === 'msic' ? 'msic' : 'asic';
  const card = cardName(brand, cardType);
  const number = trackingNumber(person.id, cardType);
  const [needs, airports] = await Promise.all([app.referenceData.operationalNeeds(), app.referenceData.airports(person.company)]);
  const need = needs.find((n) => n.Id === f.OperationalNeedId);
  const ids = Array.isArray(f.airports) ? f.airports : [];
  const airportNames = ids.map((id) => airports.find((a) => a.Id === id)?.Airport ?? `Airport ${String(id)}`);
  const signer = [str(f.FirstName), str(f.Surname)].filter(Boolean).join(' ');
  const applicant = str(f.ApplicantFullname);
  const signed = form.signed_at ? longDate(form.signed_at, app.config.timeZone) : null;
  const sponsored = f.Sponsored === 'Y'
    ? `Yes${typeof f.SponsoredYears === 'number' ? `, for ${f.SponsoredYears} year${f.SponsoredYears === 1 ? '' : 's'}` : ''}`
    : f.Sponsored === 'N' ? 'No' : null;

  const pdf = await PdfWriter.create({ title: `Statement of operational need ${number}`, author: brand.name, subject: 'Statement of operational need' });
  pdf.title('Statement of operational need')
    .paragraph(`${brand.name} · ${card} application ${number} · Signed ${signed ?? ''}`, { muted: true });

  pdf.heading('The statement')
    .paragraph(`I, ${signer}, ${str(f.Position)} of ${str(f.Organisation)}, confirm that ${applicant} has an operational need `
      + `for ${withArticle(card)}, for the reason and the access set out below, and that the details in this statement are `
      + 'true and correct to the best of my knowledge.')
    .row('Applicant', applicant)
    .row('Card', card)
    .row('Tracking number', number)
    .row('Operational need', need ? need.Reason : null)
    .row('Type of need', NEED_TYPE_WORDS[str(f.OperationalNeedType)] ?? str(f.OperationalNeedType))
    .row('What the applicant does', str(f.OpNeedOccupation))
    .row('How often in secure areas', str(f.OpNeedAccessFreq) || (need?.Colour === 'white' ? 'No unescorted access' : null));
  if (cardType === 'asic') pdf.row('Airports', airportNames.join(', ') || 'None');
  pdf.row('Sponsored', sponsored);

  pdf.heading('Signed by')
    .row('Name', signer, { strong: true })
    .row('Position', str(f.Position))
    .row('Organisation', str(f.Organisation));
  if (str(f.BusinessUnit)) pdf.row('Business unit', str(f.BusinessUnit));
  if (str(f.PoNumber)) pdf.row('Purchase order number', str(f.PoNumber));
  pdf.row('ABN', str(f.Abn) || 'None given')
    .row('Address', [f.Address, f.Suburb, f.State, f.Postcode, f.Country].map(str).filter(Boolean).join(', '))
    .row('Phone', str(f.Phone))
    .row('Email', str(f.Email))
    .row('Date signed', signed);
  await pdf.image(form.signature!, {
    maxWidth: 240, maxHeight: 90, alt: `Signature of ${signer}`, caption: `Signature of ${signer}, drawn on the ${brand.name} website`,
  });
  pdf.paragraph(`${brand.name} keeps this statement with the application and may contact the signer to confirm it.`, { muted: true });
  return { fileName: `operational-need-${number}.pdf`, bytes: await pdf.bytes() };
}
