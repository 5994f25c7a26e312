import type { FastifyInstance } from 'fastify';
import { addDays, officeDay } from '@cards/shared/domain';
import type { ReportRange } from './range.ts';
import { stages, type StageName } from './stages.ts';

// A brand's applications submitted in a range, one at a time, with each stage as the day it was in the office's
// time zone. Read a page at a time, and the next page only when the last is used up: a CSV of years of
// applications never holds more than a page.

export interface Application {
  id: number;
  cardType: 'asic' | 'msic';
  /** The day it was submitted. */
  submitted: string;
  /** The day of each stage reached; a redacted application has none. */
  days: Record<StageName, string | null>;
  redacted: string | null;
}

export const pageSize = 500;

export async function* applicationsIn(app: FastifyInstance, company: string, range: ReportRange, size = pageSize): AsyncGenerator<Application> {
  const { timeZone } = app.config;
  const dayOf = (at: string | null) => (at ? officeDay(at, timeZone) : null);
  // Office days are at most 14 hours either side of UTC's: a day either side is read, and the rows outside dropped.
  const since = `${addDays(range.from, -1)}T00:00:00.000Z`;
  const until = `${addDays(range.to, 2)}T00:00:00.000Z`;
  let afterId = 0;
  for (;;) {
    const rows = await app.statistics.applicationsPage(company, since, until, afterId, size);
    for (const row of rows) {
      const submitted = dayOf(row.created_at);
      if (!submitted || submitted < range.from || submitted > range.to) continue;
      yield {
        id: row.id,
        cardType: row.card_type === 'msic' ? 'msic' : 'asic',
        submitted,
        days: Object.fromEntries(stages.map((stage) => [stage.name, row.redacted_at ? null : dayOf(row[stage.column])])) as Application['days'],
        redacted: dayOf(row.redacted_at),
      };
    }
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
