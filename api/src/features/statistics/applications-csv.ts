import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { trackingNumber } from '@cards/shared/domain';
import { applicationsIn } from './applications.ts';
import { csvRow } from './csv.ts';
import { daysBetween, type ReportRange } from './range.ts';
import { stages } from './stages.ts';

// The applications of a report's range as a CSV, one row each, made as it is sent: the rows are read a page at a time
// as the reply is written (a stream), so a range of years is never held whole.

export const csvHeadings = ['Tracking number', 'Card', 'Submitted', ...stages.map((s) => s.heading), ...stages.map((s) => s.daysHeading), 'Redacted'];

/** Rows written out together: fewer, larger writes to the reply. */
const rowsPerChunk = 200;

async function* csvText(app: FastifyInstance, company: string, range: ReportRange): AsyncGenerator<string> {
  let chunk = csvRow(csvHeadings);
  let rows = 0;
  for await (const application of applicationsIn(app, company, range)) {
    const days = stages.map((s) => application.days[s.name]);
    chunk += csvRow([
      trackingNumber(application.id, application.cardType),
      application.cardType.toUpperCase(),
      application.submitted,
      ...days,
      ...days.map((day) => (day ? daysBetween(application.submitted, day) : null)),
      application.redacted,
    ]);
    rows += 1;
    if (rows % rowsPerChunk === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export function applicationsCsv(app: FastifyInstance, company: string, range: ReportRange): { fileName: string; stream: Readable } {
  return { fileName: `applications-${range.from}-${range.to}.csv`, stream: Readable.from(csvText(app, company, range), { objectMode: false }) };
}
