import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told the message is from and for (what really decides delivery). */
  envelope: { from: string; to: string[] };
  /** The message exactly as it arrived, headers and all. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Stops listening: the port refuses connections, like a mail server that is down. (No-op when down.) */
  stop: () => Promise<void>;
  /** Listens again on the same port. (No-op when up.) */
  start: () => Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
}

export const SMTP_USER = 'alerts@example.com';
export const SMTP_PASSWORD = 'app-password-0123';

/**
 * A real SMTP server on loopback (smtp-server), for the alerts' tests: it takes mail only from the test's account
 * (AUTH PLAIN/LOGIN with SMTP_USER and SMTP_PASSWORD) and keeps every message as it arrived.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let waiters: (() => void)[] = [];
  const make = () =>
    new SMTPServer({
      // Plain SMTP on loopback: nodemailer would otherwise upgrade with STARTTLS and refuse the test certificate.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        // Some servers repeat what they were sent: the alerts must keep the password out of what they show anyway.
        else callback(new Error(`Invalid username or password for ${auth.username}:${auth.password}`));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((item) => item.address),
              },
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          }, callback);
        });
      },
    });
  let server = make();
  let listening = false;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        listening = true;
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    url: `smtp://${encodeURIComponent(SMTP_USER)}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    stop: async () => {
      if (!listening) return;
      listening = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: async () => {
      if (listening) return;
      server = make();
      await listen(port);
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters = [];
      }
      return received;
    },
  };
}
