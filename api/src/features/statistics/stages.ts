import type { PeopleTable } from '../../platform/db/schema.ts';

// The stages an application reaches after it is submitted, each the day staff recorded, in the order they come: what
// the report counts by week and times from submission, and the columns of the CSV.

export type StageColumn = keyof Pick<PeopleTable, 'interviewed_at' | 'paid_at' | 'check_uploaded_at' | 'check_cert_date' | 'posted_at' | 'activated_at'>;

export interface Stage {
  name: 'interviewed' | 'paid' | 'lodged' | 'decided' | 'dispatched' | 'activated';
  column: StageColumn;
  /** The CSV's column of the stage's day. */
  heading: string;
  /** The CSV's column of the days from submission to the stage. */
  daysHeading: string;
}

export const stages: readonly Stage[] = [
  { name: 'interviewed', column: 'interviewed_at', heading: 'Interviewed', daysHeading: 'Days to interview' },
  { name: 'paid', column: 'paid_at', heading: 'Paid', daysHeading: 'Days to payment' },
  { name: 'lodged', column: 'check_uploaded_at', heading: 'Lodged with AusCheck', daysHeading: 'Days to lodgement' },
  { name: 'decided', column: 'check_cert_date', heading: 'Decided', daysHeading: 'Days to decision' },
  { name: 'dispatched', column: 'posted_at', heading: 'Dispatched', daysHeading: 'Days to dispatch' },
  { name: 'activated', column: 'activated_at', heading: 'Activated', daysHeading: 'Days to activation' },
];

export type StageName = Stage['name'];
