import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from './settings.ts';
import type { MailQueue, MailRow } from './mail-queue.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { redactText } from '../logging/log-redaction.ts';
import type { MailTransport } from './transport.ts';
import { now as clockNow } from '../clock.ts';

// The mail sender of one api process: it claims due messages from the queue (several processes may run one each;
// the queue's claim keeps them from taking the same message), hands each to the transport, and records the outcome.
// A failure is tried again later, waiting twice as long each time, until the message is too old and is marked
// failed (ops can retry it: `npm run ops -- mail retry <id>`). Requests only queue mail and `kick` the sender, so
// they answer at once whatever the SMTP server does.

const BATCH = 10;

export interface MailSender {
  /** Looks for due mail now rather than at the next poll (something was just queued). */
  kick(): void;
  /** Sends everything due now, then resolves with how many messages it handled (tests, ops). */
  drain(): Promise<number>;
  /** Stops looking for mail; resolves once the message being sent is done. */
  stop(): Promise<void>;
}

export type MailSenderSettings = Pick<MailSettings, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs' | 'giveUpAfterMs'>;

/** When to try a message again after its `attempts`-th failure, or null to give up. */
export function nextAttempt(message: Pick<MailRow, 'attempts' | 'created_at'>, now: Date, settings: MailSenderSettings): Date | null {
  const age = now.getTime() - Date.parse(message.created_at);
  const wait = Math.min(settings.retryBaseMs * 2 ** Math.max(0, message.attempts - 1), settings.retryMaxMs);
  return age + wait > settings.giveUpAfterMs ? null : new Date(now.getTime() + wait);
}

export function createMailSender(
  queue: MailQueue,
  transport: MailTransport,
  settings: MailSenderSettings,
  log: FastifyBaseLogger,
  clock: () => Date = () => clockNow(),
): MailSender {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(message: MailRow): Promise<void> {
    try {
      await transport.deliver(message);
      await queue.markSent(message.id, clock());
    } catch (err) {
      const next = nextAttempt(message, clock(), settings);
      // An SMTP server's refusal quotes the recipient's address: the message's row names its recipient already, so
      // neither the log nor the row's last error repeats it.
      const reason = redactText(err instanceof Error ? err.message : String(err));
      log.warn({ mailId: message.id, kind: message.kind, attempts: message.attempts, retry: next?.toISOString() ?? 'no', err: reason },
        next ? 'mail not sent, will retry' : 'mail not sent, giving up');
      await queue.markFailed(message.id, reason, next);
    }
  }

  /** Claims and sends until nothing is due; one round at a time. */
  async function round(): Promise<number> {
    let handled = 0;
    for (;;) {
      again = false;
      const claimed = await queue.claim(clock(), settings.leaseMs, BATCH);
      for (const message of claimed) await sendOne(message);
      handled += claimed.length;
      if (claimed.length < BATCH && !again) return handled;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref?.();
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((err: unknown) => {
        // The database locked or away is an outage the next round outlasts, not a fault: one line a round.
        if (isDatabaseUnavailable(err)) log.warn({ code: (err as { code?: unknown }).code }, 'mail sender waits for the database');
        else log.error({ err }, 'mail sender round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        schedule(settings.pollMs);
      });
    return running;
  }

  schedule(0);
  return {
    kick: () => void run(),
    async drain() {
      let total = 0;
      for (;;) {
        const handled = await run();
        total += handled;
        if (handled === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
