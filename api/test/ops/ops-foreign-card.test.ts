import { describe, expect, it } from 'vitest';
import { opsAgainstTestApp } from '../ops-helpers.ts';
import { outbox } from '../draft-helpers.ts';
import { inductionConfig } from '../induction-helpers.ts';
import { uniqueEmail } from '../helpers.ts';

// Staff lifecycle, creating foreign cards: `npm run ops -- foreign-card create`
// enrols the holder of another issuer's card through the induction-only page's own checks and enrolment.

const { cli, ops } = opsAgainstTestApp(inductionConfig());

/** The holder's options, with some changed (null: left out). */
function holder(email: string, changes: Record<string, string | null> = {}): string[] {
  const options: Record<string, string | null> = {
    '--first': 'Kiri', '--family': 'Walker', '--birthdate': '1988-03-09', '--email': email, '--mobile': '0412 345 678',
    '--street': '4 Mitchell Street', '--suburb': 'Darwin City', '--state': 'NT', '--postcode': '0800', '--number': 'qf12345',
    '--expiry': `${new Date().getFullYear() + 1}-06`, ...changes,
  };
  return Object.entries(options).flatMap(([option, value]) => (value === null ? [] : [option, value]));
}

describe('npm run ops -- foreign-card', () => {
  it('creates the card and its inductions, emails the holder the status link, and shows it', async () => {
    const email = uniqueEmail('kiri');
    expect(await ops('foreign-card', 'create', '--brand', 'adg', '--airports', '8,155', ...holder(email)), cli.errors.join('\n')).toBe(0);
    expect(cli.output[0]).toMatch(/^Foreign card \d+ created for Kiri Walker \(adg\)\.$/);
    expect(cli.output[1]).toMatch(/^Induction status: \/induction-status\/\d+\/[\w-]{24}\?company=adg$/);
    expect(cli.output.slice(2, 4)).toEqual([
      expect.stringMatching(/^ {2}DIA Security Induction: \/induction\/[\w-]{24}$/),
      expect.stringMatching(/^ {2}ASP Security Induction: \/induction\/[\w-]{24}$/),
    ]);
    expect(cli.output[4]).toBe(`The link is emailed to ${email}.`);
    const id = Number(/card (\d+)/.exec(cli.output[0]!)![1]);
    const card = await cli.t.app.inductions.cardById(id);
    expect(card).toMatchObject({ card_number: 'QF12345', company: 'adg', firstname: 'Kiri' });
    expect((await outbox(cli.t, email)).length).toBe(1);

    cli.output.length = 0;
    expect(await ops('foreign-card', 'show', String(id))).toBe(0);
    expect(cli.output[0]).toMatch(new RegExp(`^Foreign card ${id}: Kiri Walker \\(adg\\), card ending 345, expires 30 June \\d{4}\\.$`));
    expect(cli.output.slice(1).every((line) => line.includes('not completed'))).toBe(true);
  });

  it('bne always enrols in Brisbane\'s program', async () => {
    expect(await ops('foreign-card', 'create', '--brand', 'bne', ...holder(uniqueEmail('kiri')))).toBe(0);
    expect(cli.output[2]).toMatch(/^ {2}BNE Security Induction: /);
  });

  it.each([
    ['no brand', ['create', '--airports', '8', ...holder(uniqueEmail('x'))], /--brand adg or --brand bne/],
    ['a brand without inductions', ['create', '--brand', 'sfc', '--airports', '8', ...holder(uniqueEmail('x'))], /--brand adg or --brand bne/],
    ['no airport for adg', ['create', '--brand', 'adg', ...holder(uniqueEmail('x'))], /--airports \(Inductions\): required/],
    ['a missing name', ['create', '--brand', 'adg', '--airports', '8', ...holder(uniqueEmail('x'), { '--first': null })], /--first \(Firstname\): required/],
    ['one of our own numbers', ['create', '--brand', 'adg', '--airports', '8', ...holder(uniqueEmail('x'), { '--number': 'VEA0001501' })], /one of our own tracking numbers/],
    ['an unknown card', ['show', '999999'], /There is no foreign card 999999/],
    ['no card number', ['show'], /Name the foreign card by its number/],
  ])('refuses %s, changing nothing', async (_what, args, message) => {
    const before = await cli.t.app.db.selectFrom('foreign_cards').select('id').execute();
    expect(await ops('foreign-card', ...args)).toBe(1);
    expect(cli.errors.join('\n')).toMatch(message);
    expect(await cli.t.app.db.selectFrom('foreign_cards').select('id').execute()).toHaveLength(before.length);
  });
});
