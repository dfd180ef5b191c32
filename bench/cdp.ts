/**
 * The DevTools protocol spoken directly, over the browser's WebSocket (Node's own; `npm run bench` turns it on with
 * `--experimental-websocket` on Node 20). For measurements that must not switch on what a driver like Playwright
 * switches on for every page: its Runtime domain makes V8 record a detailed stack trace for every Error created,
 * and the first one React DOM creates costs a reparse of the whole framework chunk on the main thread
 * (docs/performance.md), which a phone without DevTools attached never pays.
 */
export interface CdpConnection {
  /** A command to the browser (no session) or to a page's session. */
  send: <T = Record<string, unknown>>(method: string, params?: object, sessionId?: string) => Promise<T>;
  /** Calls `listener` with each event of that name (from any session, with its session id); returns an unsubscribe. */
  on: (method: string, listener: (params: unknown, sessionId?: string) => void) => () => void;
  close: () => void;
}

export async function connectCdp(browserWebSocketUrl: string): Promise<CdpConnection> {
  const socket = new WebSocket(browserWebSocketUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`No DevTools connection at ${browserWebSocketUrl}`)), {
      once: true,
    });
  });
  let lastId = 0;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; method: string }
  >();
  const listeners = new Map<string, Set<(params: unknown, sessionId?: string) => void>>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: unknown;
      sessionId?: string;
    };
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting?.resolve(message.result);
      return;
    }
    for (const listener of listeners.get(message.method ?? '') ?? []) listener(message.params, message.sessionId);
  });
  return {
    send: <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        lastId += 1;
        pending.set(lastId, { resolve: (value) => resolve(value as T), reject, method });
        socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
      }),
    on: (method, listener) => {
      const set = listeners.get(method) ?? new Set();
      listeners.set(method, set.add(listener));
      return () => set.delete(listener);
    },
    close: () => socket.close(),
  };
}
