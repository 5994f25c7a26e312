import { describe, expect, it } from 'vitest';
import { identityCheckProblems, type IdentityCheck } from './interview-documents.ts';

const check = (over: Partial<IdentityCheck>): IdentityCheck => ({
  seen: ['birth-certificate', 'driver-licence', 'medicare-card'], originals: true, addressShown: true, nameDiffers: false, ...over,
});

describe('the identity check at the interview', () => {
  it.each<[string, Partial<IdentityCheck>, string[]]>([
    ['A, B and C, originals, the address on one', {}, []],
    ['no category A', { seen: ['passport', 'medicare-card'] }, ['No category A document: start of identity in Australia.']],
    ['B and C missing', { seen: ['birth-certificate'] }, [
      'No category B document: photo and signature.', 'No category C document: use of the identity in the community.']],
    ['no address on A–C and no D', { addressShown: false }, ['None of the documents seen shows the current address: a category D document is needed.']],
    ['no address on A–C but a D', { addressShown: false, seen: ['birth-certificate', 'passport', 'bank-card', 'utility-bill'] }, []],
    ['a copy', { originals: false }, ['Only original documents can be accepted.']],
    ['another name without a linking document', { nameDiffers: true }, ['The name differs between documents: a linking document is needed.']],
    ['another name with a marriage certificate', { nameDiffers: true, seen: ['birth-certificate', 'passport', 'bank-card', 'marriage-certificate'] }, []],
    ['an unknown document', { seen: ['birth-certificate', 'passport', 'bank-card', 'library-card'] }, ['A document seen is not one of the listed documents.']],
  ])('%s', (_, over, problems) => {
    expect(identityCheckProblems(check(over))).toEqual(problems);
  });
});
