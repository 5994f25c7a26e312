import type { FastifyBaseLogger } from 'fastify';

// Fastify gives every request a child logger carrying its id, and pino builds one (its bindings written out as JSON)
// even when the request logs nothing, as most do: /api/health spent about a microsecond of its 25 on it.
// This one stands in until a line is written at a level the logger writes, and only then makes pino's child.

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1] & { level?: string };
/** Fastify's logger is pino's, which also says whether it writes a level. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Line = Parameters<FastifyBaseLogger['info']>;

class RequestLogger {
  private made: Logger | undefined;

  constructor(private readonly parent: Logger, private readonly bindings: Bindings, private readonly options: ChildLoggerOptions) {}

  /** pino's child for this request, made the first time a line is written. */
  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options) as Logger);
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  /** Writes a line at `level` if the logger writes that level, making the child then. */
  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', line: Line): void {
    if (this.isLevelEnabled(level)) this.logger[level](...line);
  }

  fatal(...line: Line): void { this.write('fatal', line); }
  error(...line: Line): void { this.write('error', line); }
  warn(...line: Line): void { this.write('warn', line); }
  info(...line: Line): void { this.write('info', line); }
  debug(...line: Line): void { this.write('debug', line); }
  trace(...line: Line): void { this.write('trace', line); }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a request's logger, made by pino only when it writes (a route's own level at once). */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
