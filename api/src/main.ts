import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { setClock } from './platform/clock.ts';
import { loadMailLayout } from './mail/templates/layout.ts';

// Starts the server. Everything else is in buildApp, so tests never need a port.

// Date rules (ages, the 10-year address history) count calendar days in Australia, wherever the server runs.
process.env.TZ ||= 'Australia/Sydney';

setClock(process.env.CLOCK_AT);
const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Open requests get a few seconds to finish; then the process goes anyway.
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}

// Before the first email's transaction needs it (mail/templates/layout.ts).
await loadMailLayout();
