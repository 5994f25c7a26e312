import { describe, expect, it } from 'vitest';
import { activationErrors, trackLoginErrors, verificationErrors } from './track.ts';
import { fieldMessage } from './messages.ts';

// SPEC §5 'Track' and 'Activation'.
const today = new Date(2026, 10, 22);

describe('the track login form', () => {
  it.each([
    ['', 'asicnumber'], ['VEA', 'asicnumber'], ['vea', 'asicnumber'], ['VEA123', 'asicnumber'], ['VEX0001523', 'asicnumber'],
    ['VEA00015230', 'asicnumber'], ['VEA0001500', 'asicnumber'], [undefined, 'asicnumber'], [42, 'asicnumber'],
    ['VEA0001523', undefined], ['vep0001523', undefined], [' VEA 0001523 ', undefined],
  ] as const)('tracking number %j → %s', (Number, key) => {
    expect(trackLoginErrors({ Number, Birthdate: '1990-04-12' }, today).Number).toBe(key);
  });

  it.each([
    ['', 'required'], [undefined, 'required'], ['1990-02-30', 'date'], ['2030-01-01', 'future'], ['2020-01-01', 'minage'],
    ['1990-04-12', undefined],
  ] as const)('birthdate %j → %s', (Birthdate, key) => {
    expect(trackLoginErrors({ Number: 'VEA0001523', Birthdate }, today).Birthdate).toBe(key);
  });

  it('says what a tracking number looks like, not what a card says', () => {
    expect(fieldMessage('asicnumber', 'your tracking number')).toBe('Your tracking number must be VEA or VEP followed by 7 digits, as in the email we sent you');
    expect(fieldMessage('asicnumber', 'your ASIC number')).toMatch(/as shown on the card/);
  });
});

describe('the verification code', () => {
  it.each([
    [{ code: '' }, 'required'], [{}, 'required'], [{ code: '12345' }, 'verificationcode'], [{ code: '1234567' }, 'verificationcode'],
    [{ code: 'abcdef' }, 'verificationcode'], [{ code: '123456' }, undefined], [{ code: '123 456' }, undefined],
    [{ code: '', resend: true }, undefined], [{ code: 'x', resend: true }, undefined],
  ] as const)('%j → %s', (input, key) => {
    expect(verificationErrors(input, today).code).toBe(key);
  });
});

describe('the activation form', () => {
  it.each([
    [{ asic_number: 'VEA' }, 'asic_number', 'asicnumber'],
    [{ asic_number: '' }, 'asic_number', 'asicnumber'],
    [{ asic_number: 'VEA123456' }, 'asic_number', 'asicnumber'],
    [{ asic_number: 'VEA0001523' }, 'asic_number', undefined],
    // An MSIC's number (VEP, SPEC §5 veritasmsicnum) is activated too; its prefix alone is not a number.
    [{ asic_number: 'VEP0001523' }, 'asic_number', undefined],
    [{ asic_number: 'vep 0001523' }, 'asic_number', undefined],
    [{ asic_number: 'VEP' }, 'asic_number', 'asicnumber'],
    [{ asic_number: 'VEP12' }, 'asic_number', 'asicnumber'],
    [{ asic_number: 'VEX0001523' }, 'asic_number', 'asicnumber'],
    [{ serial_number: '' }, 'serial_number', 'required'],
    [{ serial_number: '000' }, 'serial_number', 'cardserial'],
    [{ serial_number: '1234567' }, 'serial_number', 'cardserial'],
    [{ serial_number: '12a' }, 'serial_number', 'cardserial'],
    [{ serial_number: '1' }, 'serial_number', undefined],
    [{ serial_number: '004210' }, 'serial_number', undefined],
    [{ birthdate: '' }, 'birthdate', 'required'],
    [{ birthdate: '2020-01-01' }, 'birthdate', 'minage'],
  ] as const)('%j → %s %s', (input, field, key) => {
    const full = { asic_number: 'VEA0001523', serial_number: '4210', birthdate: '1990-04-12', ...input };
    expect(activationErrors(full, today)[field]).toBe(key);
  });
});
