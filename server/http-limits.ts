import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';

/** How long a client may take to send a request: a connection that is still sending after that is closed. */
export interface TimeLimits {
  /** For the request line and headers, from the request's first byte. */
  headersMs: number;
  /** For the body, from the end of the headers (a backup being restored allows itself longer, see allowBodyTime). */
  bodyMs: number;
}

export const TIME_LIMITS: TimeLimits = {
  // Headers are a few KB: a phone on a poor connection sends them in a second or two, so 20 s leaves room for lost
  // packets to be sent again; a client slower than that is holding the connection open on purpose.
  headersMs: 20_000,
  // The largest body (the restore aside) is a photo of up to 15 MB: 126 s at 1 Mbit/s, a poor mobile uplink. Three
  // minutes lets it through down to 0.7 Mbit/s; a body still arriving after that is dead or dripped on purpose.
  bodyMs: 180_000,
};

/** How often Node looks for headers past their limit (its default, 30 s, would let them take up to 30 s more). */
const CHECK_INTERVAL_MS = 5_000;

const deadlines = new WeakMap<IncomingMessage, NodeJS.Timeout>();

/**
 * Gives the request's body `ms` from now to arrive in full, replacing any earlier limit; a body still arriving
 * then ends the connection (the route reading it sees the request cut off). A request without a body has nothing
 * to wait for.
 */
export function limitBodyTime(req: IncomingMessage, ms: number): void {
  if (req.complete || (!req.headers['content-length'] && !req.headers['transfer-encoding'])) return;
  const earlier = deadlines.get(req);
  clearTimeout(earlier);
  const timer = setTimeout(() => req.socket.destroy(), ms);
  timer.unref();
  deadlines.set(req, timer);
  if (earlier === undefined) {
    // Ended, or read to the end (or dropped by Node after the answer): nothing is left to wait for.
    const done = () => clearTimeout(deadlines.get(req));
    req.once('end', done);
    req.once('close', done);
  }
}

/**
 * An HTTP server for `listener` that closes the connection of a client too slow to send its request's headers
 * (within `limits.headersMs`, Node's own check), and of any request still arriving after `longestBodyMs`, the
 * longest any route allows. The body's own limit is per request (limitBodyTime), so that one route may allow longer.
 */
export function createLimitedServer(listener: RequestListener, limits: TimeLimits, longestBodyMs: number): Server {
  return createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.headersMs + Math.max(limits.bodyMs, longestBodyMs),
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, limits.headersMs),
    },
    listener,
  );
}
