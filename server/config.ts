import { isIP } from 'node:net';
import path from 'node:path';
import { isWeakAdminKey, WEAK_ADMIN_KEY_MESSAGE } from './admin-key.ts';
import { readMailConfig, type MailConfig } from './alerts/mail-config.ts';
import { LOG_FORMATS, type LogFormat } from './logger.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Empty when unset: the first start then makes one and keeps it in the data folder. */
  adminKey: string;
  /** Where `vite build` puts the app. */
  distDir: string;
  /** Behind a reverse proxy the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
  logRequests: boolean;
  /** JSON lines for a host to collect, or readable lines (the default under `npm run dev`). */
  logFormat: LogFormat;
  /** Wrong wedding PINs one client address may send in 15 minutes before it gets 429. */
  pinGuessLimit: number;
  /** Wrong wedding PINs the whole site answers in an hour, however many addresses send them. */
  pinGuessesPerHour: number;
  /** Wrong admin keys one client address may send in 15 minutes before it gets 429. */
  keyGuessLimit: number;
  /** Wrong admin keys the whole site answers in an hour; past it key logins pause (sessions and passkeys work). */
  keyGuessesPerHour: number;
  /** Unknown private-link tokens one client address may send in 15 minutes before it gets 429. */
  linkGuessLimit: number;
  /** Unknown private-link tokens the whole site answers in an hour, however many addresses send them. */
  linkGuessesPerHour: number;
  /** Lesson questionnaires one client may send in an hour before it gets 429. */
  lessonLimit: number;
  /** Lesson questionnaires the whole site accepts in a day. */
  lessonDailyLimit: number;
  /** Travel estimates one client may ask for in an hour before it gets 429: each one says something of her home. */
  travelEstimateLimit: number;
  /** Travel estimates the whole site answers in an hour, however many addresses ask. */
  travelEstimatesPerHour: number;
  /** Photos the party links together may send in an hour (each link also has its own 20). */
  partyUploadsPerHour: number;
  /** Bytes all private photos (inspiration and look photos) may take together; past it an upload is refused. */
  privatePhotosMaxBytes: number;
  /** E-mail alerts for new questionnaires (SMTP_URL, ALERT_EMAIL, MAIL_FROM); null when SMTP_URL is unset. */
  mail: MailConfig | null;
  /** Where the nightly backups (and the one made before each restore) are kept: BACKUP_DIR, default DATA_DIR/backups. */
  backupDir: string;
  /** The server's local time of the nightly backup, HH:MM (BACKUP_TIME). */
  backupTime: string;
  /** How many nightly backups are kept (BACKUP_KEEP); older ones are deleted. */
  backupKeep: number;
}

export class ConfigError extends Error {}

/** The 2 GB of private photos in all (PRIVATE_PHOTOS_MAX_BYTES overrides it, as tests do). */
export const PRIVATE_PHOTOS_DEFAULT_MAX_BYTES = 2 * 1024 ** 3;

const defaults = {
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  BACKUP_DIR: '',
  BACKUP_TIME: '03:15',
  BACKUP_KEEP: '14',
  UPLOADS_DIR: './uploads',
  ADMIN_KEY: '',
  DIST_DIR: './dist',
  TRUST_PROXY: 'false',
  LOG_REQUESTS: 'true',
  PIN_GUESS_LIMIT: '30',
  PIN_GUESSES_PER_HOUR: '300',
  KEY_GUESS_LIMIT: '10',
  KEY_GUESSES_PER_HOUR: '100',
  LINK_GUESS_LIMIT: '30',
  LINK_GUESSES_PER_HOUR: '600',
  LESSON_LIMIT: '5',
  LESSON_DAILY_LIMIT: '100',
  TRAVEL_ESTIMATE_LIMIT: '20',
  TRAVEL_ESTIMATES_PER_HOUR: '500',
  PARTY_UPLOADS_PER_HOUR: '200',
  PRIVATE_PHOTOS_MAX_BYTES: String(PRIVATE_PHOTOS_DEFAULT_MAX_BYTES),
};

/** Settings that were renamed: an old name left in a service file must not be ignored without a word. */
const RENAMED: Record<string, string> = {
  GUESS_LIMIT: 'GUESS_LIMIT was split into PIN_GUESS_LIMIT (wrong wedding PINs) and KEY_GUESS_LIMIT (wrong admin keys)',
};

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/** BACKUP_TIME: a time of day on the 24-hour clock, such as 03:15. */
function backupTime(value: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new ConfigError(`BACKUP_TIME must be a time of day such as 03:15 (24-hour clock), not "${value}"`);
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** Defaults, then the environment, checked once at start-up so a typo stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  for (const [name, message] of Object.entries(RENAMED)) {
    if (env[name] !== undefined && env[name] !== '') throw new ConfigError(`${message}; set those instead`);
  }
  const read = (name: keyof typeof defaults) => {
    const value = env[name];
    return value === undefined || value === '' ? defaults[name] : value;
  };
  const wholeNumber = (name: keyof typeof defaults, min: number, max: number) => {
    const value = Number(read(name));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${env[name]}"`);
    }
    return value;
  };
  const flag = (name: 'TRUST_PROXY' | 'LOG_REQUESTS') => {
    const value = read(name).toLowerCase();
    if (!['true', 'false', '1', '0'].includes(value)) throw new ConfigError(`${name} must be true or false`);
    return value === 'true' || value === '1';
  };
  const adminKey = read('ADMIN_KEY');
  if (adminKey !== '' && isWeakAdminKey(adminKey)) throw new ConfigError(WEAK_ADMIN_KEY_MESSAGE);
  const host = read('HOST');
  const trustProxy = flag('TRUST_PROXY');
  // Trusting X-Forwarded-For is only safe when nobody but the proxy can reach the server: on an open address a
  // client could name any address it likes and dodge every per-address limit.
  if (trustProxy && !isLoopback(host)) {
    throw new ConfigError(
      `TRUST_PROXY=true needs HOST=127.0.0.1 (or ::1), so that only the reverse proxy on this machine can reach the server; with HOST=${host} any client could forge its address in X-Forwarded-For`,
    );
  }
  return {
    port: wholeNumber('PORT', 0, 65535),
    host,
    dataDir: path.resolve(root, read('DATA_DIR')),
    uploadsDir: path.resolve(root, read('UPLOADS_DIR')),
    adminKey,
    distDir: path.resolve(root, read('DIST_DIR')),
    trustProxy,
    logRequests: flag('LOG_REQUESTS'),
    logFormat: logFormatOf(env),
    pinGuessLimit: wholeNumber('PIN_GUESS_LIMIT', 1, 1000),
    pinGuessesPerHour: wholeNumber('PIN_GUESSES_PER_HOUR', 1, 100_000),
    keyGuessLimit: wholeNumber('KEY_GUESS_LIMIT', 1, 100),
    keyGuessesPerHour: wholeNumber('KEY_GUESSES_PER_HOUR', 1, 100_000),
    linkGuessLimit: wholeNumber('LINK_GUESS_LIMIT', 1, 1000),
    linkGuessesPerHour: wholeNumber('LINK_GUESSES_PER_HOUR', 1, 100_000),
    lessonLimit: wholeNumber('LESSON_LIMIT', 1, 1000),
    lessonDailyLimit: wholeNumber('LESSON_DAILY_LIMIT', 1, 100_000),
    travelEstimateLimit: wholeNumber('TRAVEL_ESTIMATE_LIMIT', 1, 10_000),
    travelEstimatesPerHour: wholeNumber('TRAVEL_ESTIMATES_PER_HOUR', 1, 100_000),
    partyUploadsPerHour: wholeNumber('PARTY_UPLOADS_PER_HOUR', 1, 100_000),
    privatePhotosMaxBytes: wholeNumber('PRIVATE_PHOTOS_MAX_BYTES', 1, 1024 ** 4),
    mail: readMailConfig(env, (message) => new ConfigError(message)),
    backupDir: path.resolve(root, read('DATA_DIR'), read('BACKUP_DIR') || 'backups'),
    backupTime: backupTime(read('BACKUP_TIME')),
    backupKeep: wholeNumber('BACKUP_KEEP', 1, 365),
  };
}

/** LOG_FORMAT: json, or pretty; unset, pretty under `npm run dev` (NODE_ENV=development) and json otherwise. */
export function logFormatOf(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const value = (env.LOG_FORMAT ?? '').toLowerCase();
  if (value === '') return env.NODE_ENV === 'development' ? 'pretty' : 'json';
  if (!(LOG_FORMATS as readonly string[]).includes(value)) {
    throw new ConfigError(`LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}, not "${env.LOG_FORMAT}"`);
  }
  return value as LogFormat;
}
