import { describe, expect, it } from 'vitest';
import { brands } from '@cards/shared/brand';
import { ASIC_OP_NEED_TYPES, OP_NEED_TYPES } from './card-rules.ts';
import type { Draft } from './draft.ts';
import {
  applicantAsEmployer, chooseOpNeedType, clearPrefilledEmployer, opNeedSigner, opNeedTypesFor, prefillEmployer, setSelfEmployed, type SignerBrand,
} from './employer.ts';

// SPEC §4: self-employed and private-pilot choices prefill the employer from the applicant; unticking
// self-employed clears the fields that still equal the prefill.

const applicant: Draft = {
  Firstname: 'Ana', Surname: 'Lima', Email: 'ana@example.com', Mobilephonenumber: '0412 345 678', Homephonenumber: '08 9000 0000',
  Prefcontact: 'H',
  _address: [{ Country: 'AU', Line1: '1 Hay St', Localityname: 'PERTH', State: 'WA', Postcode: '6000', FromDate: '2010-01-01' }],
};

describe('SPEC §4 employer prefill', () => {
  it('fills the employer with the applicant\'s name, current address, email and preferred phone', () => {
    expect(applicantAsEmployer(applicant)).toEqual({
      Employername: 'Ana Lima', Employeraddress: '1 Hay St', Employersuburb: 'PERTH', Employerstate: 'WA', Employerpostcode: '6000',
      Employercountry: 'AU', Employerfirstname: 'Ana', Employersurname: 'Lima', Employeremail: 'ana@example.com',
      Employerphone: '08 9000 0000',
    });
  });

  it('a private pilot also gets the position', () => {
    expect(prefillEmployer(applicant, true).Employerposition).toBe('Private pilot');
  });

  it('a single-name applicant is the surname only', () => {
    expect(applicantAsEmployer({ Surname: 'Madonna', _singlename: true })).toEqual({ Employername: 'Madonna', Employersurname: 'Madonna' });
  });

  it('unticking self-employed clears what still equals the prefill and keeps what was changed', () => {
    const ticked = setSelfEmployed(applicant, true);
    expect(ticked.selfEmployed).toBe(true);
    const edited = { ...ticked, Employerphone: '02 1234 5678', Employerposition: 'Owner' };
    const unticked = setSelfEmployed(edited, false);
    expect(unticked).toMatchObject({ selfEmployed: false, Employername: '', Employeraddress: '', Employerphone: '02 1234 5678', Employerposition: 'Owner' });
  });

  it('clearing leaves a different employer alone', () => {
    const other = { ...applicant, Employername: 'Qantas', Employeremail: 'hr@qantas.example' };
    expect(clearPrefilledEmployer(other)).toEqual(other);
  });
});

describe('SPEC §4 who confirms the need changes the employer', () => {
  it.each([
    ['employer → self employed: prefilled, self-employed ticked', 'employer', 'self employed', { selfEmployed: true, Employername: 'Ana Lima' }],
    ['employer → private pilot: prefilled with the position', 'employer', 'private pilot', { Employername: 'Ana Lima', Employerposition: 'Private pilot' }],
    ['self employed → employer: the prefill cleared', 'self employed', 'employer', { selfEmployed: false, Employername: '' }],
    ['private pilot → recreational: the prefill and position cleared', 'private pilot', 'recreational', { Employername: '', Employerposition: '' }],
    ['employer → recreational: the employer left alone', 'employer', 'recreational', { Employername: 'Qantas' }],
  ] as const)('%s', (_what, from, to, expected) => {
    let draft: Draft = { ...applicant, Employername: 'Qantas', ExtraData: { OpNeedType: 'employer' } };
    if (from !== 'employer') draft = chooseOpNeedType(draft, from);
    expect(chooseOpNeedType(draft, to)).toMatchObject({ ...expected, ExtraData: { OpNeedType: to } });
  });

  it('choosing the same again keeps what was changed since the prefill', () => {
    const prefilled = chooseOpNeedType(applicant, 'self employed');
    const edited = { ...prefilled, Employername: 'Lima Aviation' };
    expect(chooseOpNeedType(edited, 'self employed').Employername).toBe('Lima Aviation');
  });
});

describe('opNeedSigner: who signs the statement of operational need', () => {
  const flags = (organisationConfirmsNeed: boolean) => ({ organisationConfirmsNeed });
  const generic = { code: 'default', flags: flags(false) };
  const asset = (code: string) => ({ code, flags: flags(true) });
  const need = (type: string, changes: Draft = {}): Draft => ({ OperationalNeedId: 3, ExtraData: { OpNeedType: type }, ...changes });
  it.each<[string, Draft, SignerBrand, ReturnType<typeof opNeedSigner>]>([
    ['an employee', need('employer'), generic, 'employer'],
    ['a club member (recreational)', need('recreational'), generic, 'employer'],
    ['a trainee pilot', need('trainee pilot'), generic, 'employer'],
    ['a licensed engineer', need('lame'), { code: 'adg', flags: flags(false) }, 'employer'],
    ['a self-employed applicant', need('self employed'), generic, 'applicant'],
    ['a private pilot', need('private pilot'), generic, 'applicant'],
    ['job ready', need('employer', { _jobReady: true }), generic, null],
    ['no need chosen', { ExtraData: { OpNeedType: 'employer' } }, generic, null],
    ['the postal brand (its need is fixed)', need('employer', { OperationalNeedId: 9 }), brands.postal, null],
    // SPEC §1 'employers or sponsors who sign': on the asset brands the organisation's contact does, for every type.
    ['an asset brand\'s employee', need('employer'), asset('chcheli'), 'employer'],
    ['an asset brand\'s student (trainee pilot)', need('trainee pilot', { OperationalNeedId: 7 }), asset('sfc'), 'employer'],
    ['an asset brand\'s draft saved as self-employed before the rule', need('self employed'), asset('chcheli'), 'employer'],
    ['an asset brand\'s job-ready draft', need('employer', { _jobReady: true }), asset('chcheli'), null],
  ])('%s', (_name, draft, brand, signer) => {
    expect(opNeedSigner(draft, brand)).toBe(signer);
  });

  it('every brand\'s data gives an answer, and a brand whose organisation confirms the need never leaves it to the applicant', () => {
    for (const [brand, cardType] of Object.values(brands).flatMap((b) => b.cardTypes.map((c) => [b, c] as const))) {
      const types = opNeedTypesFor(brand, cardType);
      expect(types.length, brand.code).toBeGreaterThan(0);
      for (const type of OP_NEED_TYPES) {
        const signer = opNeedSigner(need(type), brand);
        if (brand.flags.organisationConfirmsNeed) expect(signer, `${brand.code} ${type}`).toBe('employer');
        // Every type a brand offers has someone who signs, except where the brand has nobody sign at all.
        if (types.includes(type) && brand.code !== 'postal') expect(signer, `${brand.code} ${type}`).not.toBeNull();
      }
    }
  });

  it('offers the self-sponsored types only where the organisation does not confirm the need', () => {
    expect(opNeedTypesFor(generic, 'asic')).toEqual(ASIC_OP_NEED_TYPES);
    expect(opNeedTypesFor(asset('sfc'), 'asic')).toEqual(['employer', 'recreational', 'trainee pilot', 'pilot', 'lame']);
  });

  // The MSIC path offered a club for recreational flying, private pilots, flight schools and engineers.
  it('offers an MSIC applicant maritime confirmers only, from SPEC §9 and the AusCheck guidance (docs/sources.md)', () => {
    expect(opNeedTypesFor(generic, 'msic')).toEqual(['employer', 'self employed', 'port facility', 'industry participant']);
    expect(opNeedTypesFor(asset('chcheli'), 'msic')).toEqual(['employer', 'port facility', 'industry participant']);
    for (const aviation of ['recreational', 'private pilot', 'trainee pilot', 'pilot', 'lame'] as const) {
      expect(opNeedTypesFor(generic, 'msic')).not.toContain(aviation);
    }
  });
});
