import path from 'node:path';

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
  /** Wrong PINs or admin keys one client may send in 15 minutes before it gets 429. */
  guessLimit: number;
  /** Lesson questionnaires one client may send in an hour before it gets 429. */
  lessonLimit: number;
}

export class ConfigError extends Error {}

const defaults = {
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  UPLOADS_DIR: './uploads',
  ADMIN_KEY: '',
  DIST_DIR: './dist',
  TRUST_PROXY: 'false',
  LOG_REQUESTS: 'true',
  GUESS_LIMIT: '10',
  LESSON_LIMIT: '5',
};

/** Defaults, then the environment, checked once at start-up so a typo stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const read = (name: keyof typeof defaults) => {
    const value = env[name];
    return value === undefined || value === '' ? defaults[name] : value;
  };
  const port = Number(read('PORT'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const adminKey = read('ADMIN_KEY');
  if (adminKey !== '' && adminKey.length < 12) {
    throw new ConfigError('ADMIN_KEY must be at least 12 characters long; leave it unset to have one generated');
  }
  const guessLimit = Number(read('GUESS_LIMIT'));
  if (!Number.isInteger(guessLimit) || guessLimit < 1 || guessLimit > 100) {
    throw new ConfigError('GUESS_LIMIT must be a whole number from 1 to 100');
  }
  const lessonLimit = Number(read('LESSON_LIMIT'));
  if (!Number.isInteger(lessonLimit) || lessonLimit < 1 || lessonLimit > 1000) {
    throw new ConfigError('LESSON_LIMIT must be a whole number from 1 to 1000');
  }
  const flag = (name: 'TRUST_PROXY' | 'LOG_REQUESTS') => {
    const value = read(name).toLowerCase();
    if (!['true', 'false', '1', '0'].includes(value)) throw new ConfigError(`${name} must be true or false`);
    return value === 'true' || value === '1';
  };
  return {
    port,
    host: read('HOST'),
    dataDir: path.resolve(root, read('DATA_DIR')),
    uploadsDir: path.resolve(root, read('UPLOADS_DIR')),
    adminKey,
    distDir: path.resolve(root, read('DIST_DIR')),
    trustProxy: flag('TRUST_PROXY'),
    logRequests: flag('LOG_REQUESTS'),
    guessLimit,
    lessonLimit,
  };
}
