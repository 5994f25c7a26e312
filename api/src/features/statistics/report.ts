import type { FastifyInstance } from 'fastify';
import { addDays } from '@cards/shared/domain';
import { applicationsIn } from './applications.ts';
import { daysBetween, weekStarting, type ReportRange } from './range.ts';
import { stages, type StageName } from './stages.ts';

// The supervisors' report of a brand's applications submitted in a range: how many of each card, how many reached
// each stage week by week, and how long each stage took from submission. Worked out here from the rows, a page at a
// time, so SQLite and PostgreSQL give the same figures; only the days to each stage are kept, a number an application.

export type WeekCounts = { weekStarting: string; submitted: number } & Record<StageName, number>;

export interface StageTimes {
  stage: StageName;
  /** How many of the applications reached the stage; the times are theirs alone. */
  reached: number;
  /** Days from submission, null when none reached it. */
  medianDays: number | null;
  p90Days: number | null;
}

export interface Report {
  from: string;
  to: string;
  timeZone: string;
  total: number;
  /** Counted in the totals; they keep no stage days. */
  redacted: number;
  cardTypes: { asic: number; msic: number };
  /** Each week (Monday first) the range touches; a stage counts in the week of its day, when that day is in the range. */
  weeks: WeekCounts[];
  stages: StageTimes[];
}

/**
 * The p-th percentile (0 to 1) of sorted values, between the two nearest ranks (as PostgreSQL's percentile_cont and
 * a spreadsheet's PERCENTILE.INC), to one decimal place.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  const value = sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
  return Math.round(value * 10) / 10;
}

function emptyWeek(weekStart: string): WeekCounts {
  return { weekStarting: weekStart, submitted: 0, ...Object.fromEntries(stages.map((s) => [s.name, 0])) } as WeekCounts;
}

export async function applicationsReport(app: FastifyInstance, company: string, range: ReportRange): Promise<Report> {
  const weeks = new Map<string, WeekCounts>();
  for (let week = weekStarting(range.from); week <= range.to; week = addDays(week, 7)) weeks.set(week, emptyWeek(week));
  const waits = new Map<StageName, number[]>(stages.map((s) => [s.name, []]));
  const report: Report = {
    from: range.from, to: range.to, timeZone: app.config.timeZone, total: 0, redacted: 0, cardTypes: { asic: 0, msic: 0 }, weeks: [], stages: [],
  };
  const weekOf = (day: string) => (day >= range.from && day <= range.to ? weeks.get(weekStarting(day)) : undefined);

  for await (const application of applicationsIn(app, company, range)) {
    report.total += 1;
    report.cardTypes[application.cardType] += 1;
    if (application.redacted) report.redacted += 1;
    weekOf(application.submitted)!.submitted += 1;
    for (const stage of stages) {
      const day = application.days[stage.name];
      if (!day) continue;
      waits.get(stage.name)!.push(daysBetween(application.submitted, day));
      const week = weekOf(day);
      if (week) week[stage.name] += 1;
    }
  }
  report.weeks = [...weeks.values()];
  report.stages = stages.map((stage) => {
    const sorted = waits.get(stage.name)!.sort((a, b) => a - b);
    return { stage: stage.name, reached: sorted.length, medianDays: percentile(sorted, 0.5), p90Days: percentile(sorted, 0.9) };
  });
  return report;
}
