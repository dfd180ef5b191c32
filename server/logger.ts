import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { LINK_TOKEN_HEADER, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { ADMIN_KEY_HEADER } from './middleware/admin-guard.ts';

export type { Logger };

/** How log lines are written: one JSON object a line for a host to collect, or readable lines for development. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The fields of a request's line, which the pretty format folds into one readable message. */
const REQUEST_FIELDS = ['reqId', 'method', 'path', 'status', 'ms', 'ip'] as const;

/** Request headers that carry a secret: a private link's token, a bride's device token, the admin key, a session. */
const SECRET_HEADERS = [LINK_TOKEN_HEADER, SCHEDULE_TOKEN_HEADER, ADMIN_KEY_HEADER, 'cookie', 'authorization'];

/**
 * No request's headers are logged today; should anything log them (a request, an error that kept its request's
 * headers), these are written as "[redacted]", at the top of the line or up to two objects down.
 */
export const REDACTED_HEADERS = SECRET_HEADERS.flatMap((name) =>
  ['', '*.', '*.*.'].map((depth) => `${depth}headers[${JSON.stringify(name)}]`),
);

/**
 * The server's one logger: requests, start-up, alerts and errors alike, as JSON lines on stdout with an ISO time
 * and the level's name. Written in batches: the destination gathers what is logged while a write is under way and
 * writes it together (no system call per request), and pino writes what is waiting synchronously when the process
 * exits, so nothing logged just before a crash or a stop is lost. `destination` replaces stdout (tests collect
 * the lines).
 */
export function createLogger(format: LogFormat, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_HEADERS, censor: '[redacted]' },
  };
  if (format === 'pretty') {
    return pino(
      options,
      pretty({
        destination: destination ?? 1,
        sync: true,
        colorize: destination === undefined && process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: ['pid', ...REQUEST_FIELDS].join(','),
        // A request reads as "GET /faqs 200 1.2ms 127.0.0.1 [id]"; anything else shows its message.
        messageFormat: (log, messageKey) =>
          log.reqId === undefined
            ? String(log[messageKey] ?? '')
            : `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)}ms ${String(log.ip)} [${String(log.reqId)}]`,
      }),
    );
  }
  return pino(options, destination ?? batchedDestination());
}

/**
 * stdout (or a file), written asynchronously: lines logged while a write is under way are gathered and written
 * together by the next one, so a rush of requests costs a few system calls, not one each.
 */
export const batchedDestination = (dest: number | string = 1) => pino.destination({ dest, sync: false });

/**
 * Writes whatever the logger still holds, synchronously: for the last words of a process that is about to exit
 * because something went wrong (the exit handler pino registers does the same for an ordinary exit).
 */
export function flushNow(logger: Logger): void {
  const stream = (logger as Logger & { [pino.symbols.streamSym]?: { flushSync?: () => void } })[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Nothing more can be done for a log that cannot be written; the exit code still tells.
  }
}
