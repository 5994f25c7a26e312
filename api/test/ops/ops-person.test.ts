import { describe, expect, it } from 'vitest';
import { withoutLimits } from '../helpers.ts';
import { png } from '../signature-helpers.ts';
import { runPersonCommand } from '../../src/ops/person-ops.ts';
import { opsAgainstTestApp } from '../ops-helpers.ts';
import { confirmNeed, outbox, submittedPerson } from '../draft-helpers.ts';

// Staff lifecycle: `npm run ops -- person …` records each stage of an application (SPEC §3 status record)
// with an audit row (who, what, when, before and after), in order, and redacts.

const { cli, ops } = opsAgainstTestApp(withoutLimits());

async function status(id: number) {
  return cli.t.app.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('npm run ops -- person', () => {
  it('records every stage in order, each with its audit row', async () => {
    const person = await submittedPerson(cli.t);
    const who = person.TrackingNumber;
    expect(await ops('person', 'interview', who, '--by', 'Sam Staff', '--date', '2026-10-01')).toBe(0);
    expect(cli.output.at(-1)).toBe(`${who}: interview recorded by Sam Staff; now at payment. The applicant is emailed.`);
    expect(await ops('person', 'payment', who, '--by', 'Sam Staff')).toBe(0);
    expect(await ops('person', 'upload', who, '--by', 'Sam Staff')).toBe(0);
    await confirmNeed(cli.t, person);
    expect(await ops('person', 'decision', who, 'Y', '--by', 'Ada Assessor')).toBe(0);
    expect(await ops('person', 'dispatch', String(person.Id), '--by', 'Sam Staff', '--method', 'post', '--serial', '4210')).toBe(0);
    expect(cli.output.at(-1)).toMatch(/now at pickup\. The applicant is emailed\.$/);

    const row = await status(person.Id);
    expect(row.interviewed_at).toBe('2026-10-01T00:00:00.000Z');
    expect(row).toMatchObject({ check_decision: 'Y', dispatch_method: 'post' });
    expect(row.posted_at).toBeTruthy();
    const audit = await cli.t.app.people.audit(person.Id);
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      ['Sam Staff', 'interview'], ['Sam Staff', 'payment'], ['Sam Staff', 'upload'], ['Staff', 'approve-need'], ['Ada Assessor', 'decision'], ['Sam Staff', 'dispatch'],
    ]);
    expect(JSON.parse(audit[0]!.before)).toEqual({ interviewed_at: null });
    expect(JSON.parse(audit[0]!.after)).toEqual({ interviewed_at: '2026-10-01T00:00:00.000Z' });
    expect(JSON.parse(audit[4]!.after)).toMatchObject({ check_decision: 'Y' });

    // Each change emailed the applicant what happened: the first name and tracking number, nothing more.
    const subjects = (await outbox(cli.t, person.email)).map((m) => m.subject).filter((s) => s.startsWith('ASIC application'));
    expect(subjects.reverse().map((s) => s.replace(`ASIC application ${who}: `, ''))).toEqual([
      'your interview is recorded', 'we have your payment', 'your background check has started',
      'your operational need is approved', 'your background check is finished', 'your ASIC is on its way',
    ]);
    const [latest] = await outbox(cli.t, person.email);
    expect(latest!.text).not.toContain(person.birthdate);
    expect(latest!.text).not.toContain('Citizen');

    cli.output.length = 0;
    expect(await ops('person', 'show', who)).toBe(0);
    expect(cli.output[0]).toMatch(new RegExp(`^${who} \\(person ${person.Id}, default, ASIC\\): now at pickup`));
    expect(cli.output.filter((l) => l.includes('audit'))).toHaveLength(6);
  });

  it.each([
    [['person', 'interview', 'VEA0001501'], /--by/],
    [['person', 'interview', 'nobody', '--by', 'Sam'], /neither a tracking number/],
    [['person', 'interview', 'VEA9999999', '--by', 'Sam'], /no person/],
    [['person', 'fly', 'VEA0001501', '--by', 'Sam'], /person takes/],
    [['person', 'interview', 'VEA0001501', '--by', 'Sam', '--date', '2999-01-01'], /future/],
    [['person', 'interview', 'VEA0001501', '--by', 'Sam', '--date', '1 Jan'], /--date is a day/],
    [['person', 'decision', 'VEA0001501', 'maybe', '--by', 'Sam'], /Y .* or N/],
  ])('refuses %j', async (args, message) => {
    await submittedPerson(cli.t);
    expect(await ops(...args)).toBe(1);
    expect(cli.errors.join('\n')).toMatch(message);
  });

  it('keeps the decision\'s reason given with --reason, for staff only', async () => {
    const person = await submittedPerson(cli.t);
    expect(await ops('person', 'upload', person.TrackingNumber, '--by', 'Ada')).toBe(0);
    expect(await ops('person', 'decision', person.TrackingNumber, 'N', '--by', 'Ada', '--reason', 'Adverse criminal record')).toBe(0);
    expect((await status(person.Id)).check_decision_reason).toBe('Adverse criminal record');
    expect((await outbox(cli.t, person.email))[0]!.text).not.toContain('Adverse');
  });

  it('keeps the stages in order: no decision before the upload, no dispatch after decision N', async () => {
    const person = await submittedPerson(cli.t);
    const who = person.TrackingNumber;
    expect(await ops('person', 'decision', who, 'N', '--by', 'Ada')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/upload of the background check first/);
    expect(await ops('person', 'upload', who, '--by', 'Ada')).toBe(0);
    expect(await ops('person', 'decision', who, 'N', '--by', 'Ada')).toBe(0);
    expect(cli.output.at(-1)).toMatch(/now at processed\. The applicant is emailed\.$/);
    expect(await ops('person', 'dispatch', who, '--by', 'Ada', '--serial', '4210')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/decided Y/);
  });

  // Decision Y and dispatch were accepted while the employer's statement was unsigned and unapproved, and
  // the page then said both "Card sent" and "can only be issued once the statement … is signed and approved".
  it('issues no card before the need is confirmed: decision Y and dispatch wait for the signed, approved statement', async () => {
    const person = await submittedPerson(cli.t);
    const who = person.TrackingNumber;
    for (const action of ['interview', 'payment', 'upload']) expect(await ops('person', action, who, '--by', 'Sam')).toBe(0);
    expect(await ops('person', 'decision', who, 'Y', '--by', 'Ada')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/statement of operational need is not signed yet/);
    expect(await ops('person', 'approve-need', who, '--by', 'Ada')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/can be approved once it is/);
    expect((await status(person.Id)).check_decision).toBeNull();

    const form = (await cli.t.app.opNeedForms.byPeopleId(person.Id))!;
    await cli.t.app.opNeedForms.sign(form.id, cli.t.app.opNeedForms.fieldsOf(form), png(300, 100), new Date());
    expect(await ops('person', 'decision', who, 'Y', '--by', 'Ada')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/not approved the operational need yet/);
    expect(await ops('person', 'approve-need', who, '--by', 'Ada')).toBe(0);
    expect(await ops('person', 'decision', who, 'Y', '--by', 'Ada')).toBe(0);
    expect(await ops('person', 'dispatch', who, '--by', 'Ada', '--serial', '4210')).toBe(0);
    expect(await ops('person', 'interview', who, '--by', 'Sam')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/dispatched already/);
  });

  it('redacts, after which nothing about the person changes', async () => {
    const person = await submittedPerson(cli.t);
    expect(await ops('person', 'redact', person.TrackingNumber, '--by', 'Privacy Officer')).toBe(0);
    expect((await status(person.Id)).redacted_at).toBeTruthy();
    expect(await ops('person', 'interview', person.TrackingNumber, '--by', 'Sam')).toBe(1);
    expect(cli.errors.at(-1)).toMatch(/was redacted/);
    cli.output.length = 0;
    expect(await ops('person', 'show', person.TrackingNumber)).toBe(0);
    expect(cli.output[0]).toMatch(/redacted on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  });
});

// At 06:47 AEDT on 28 November (19:47 UTC on the 27th) the stages read the 27th, and '--date 2026-11-28'
// was 'in the future'. The office's day (TZ, Australia/Sydney by default) is the day.
describe('npm run ops -- person, across midnight UTC', () => {
  it('records the office’s today, and shows it as the office’s day', async () => {
    const person = await submittedPerson(cli.t);
    const sydneyMorning = new Date('2026-11-27T19:47:00.000Z');
    expect(cli.t.app.config.timeZone).toBe('Australia/Sydney');
    await runPersonCommand(cli.t.app, { action: 'interview', who: person.TrackingNumber, by: 'Sam', date: '2026-11-28' }, sydneyMorning);
    await expect(runPersonCommand(cli.t.app, { action: 'payment', who: person.TrackingNumber, by: 'Sam', date: '2026-11-29' }, sydneyMorning))
      .rejects.toThrow(/future/);
    await runPersonCommand(cli.t.app, { action: 'payment', who: person.TrackingNumber, by: 'Sam' }, sydneyMorning);
    const lines = await runPersonCommand(cli.t.app, { action: 'show', who: person.TrackingNumber }, sydneyMorning);
    expect(lines.find((l) => l.includes('interview'))).toMatch(/done {2}interview +2026-11-28/);
    expect(lines.find((l) => l.includes('payment'))).toMatch(/done {2}payment +2026-11-28/);
  });
});
