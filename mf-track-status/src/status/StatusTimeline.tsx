import { longDate, type StatusView } from '@cards/shared/domain';
import { STAGE_LABELS } from './stage-text.ts';

/** SPEC §4 'Status display': the stages in order with their dates, the current one marked. */
export function StatusTimeline({ view, labelledBy }: { view: StatusView; labelledBy: string }) {
  return (
    <ol className="status-timeline" aria-labelledby={labelledBy}>
      {view.stages.map((stage) => {
        // Pick-up is taken to happen, not recorded: it is never shown as happening 'Now' ('Card collected:
        // Now' the moment a card was posted).
        const current = view.current === stage.id && stage.id !== 'pickup';
        const state = stage.done ? 'done' : current ? 'current' : 'upcoming';
        return (
          <li key={stage.id} className={`status-timeline__stage status-timeline__stage--${state}`} aria-current={current ? 'step' : undefined}>
            <span className="status-timeline__label">{STAGE_LABELS[stage.id]}</span>
            <span className="status-timeline__state">
              {stage.done && stage.date ? (stage.id === 'pickup' ? `Taken as collected ${longDate(stage.date)}` : longDate(stage.date))
                : stage.done ? 'Done' : current ? 'Now' : 'Not yet'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
