import type { Middleware } from 'koa';
import { api } from '#contract/api.ts';
import { notAllowedMessage } from '../middleware/errors.ts';
import type { Data, Store } from '../store/store.ts';
import { encodeBody, sendEncoded, type EncodedBody, type ReadyBody } from '../web/encoded-body.ts';
import { PUBLIC_COLLECTIONS, visiblePublicList } from './public-lists.ts';
import { publicSiteSettings } from './site-settings.ts';

/** Each public read's path and its answer, from the data as it stands. */
const PUBLIC_READS = new Map<string, (data: Readonly<Data>) => unknown>([
  ...PUBLIC_COLLECTIONS.map(
    (collection) =>
      [api.publicLists[collection].path(), (data: Readonly<Data>) => visiblePublicList(data, collection)] as const,
  ),
  [api.site.path(), publicSiteSettings],
]);

const ALLOWED = 'GET, HEAD';
const JSON_TYPE = 'application/json';

/** The public reads: a Koa middleware, and the answers it has already made. */
export type PublicReads = Middleware & {
  /**
   * The answer to a public read's path when its bytes for the current data are made (for `readyAnswers` in
   * encoded-body.ts); undefined for any other path, and for the first ask after a change, which the middleware makes.
   */
  ready: (path: string) => ReadyBody | undefined;
};

/**
 * Visitors' reads of the public lists and of her Site Settings, answered from bytes made (and compressed) once per
 * change, with an ETag and 304, like the pages. Every page load of every visitor asks for these, so they are
 * answered ahead of compression, body parsing and the routers: none of those has anything to do for them. Only
 * these exact paths are answered here; no admin path is among them, and the admin guard that follows still sees
 * every other request.
 */
export function publicReads(store: Store): PublicReads {
  type Answer = { data: Readonly<Data>; body: Promise<EncodedBody>; ready?: ReadyBody };
  const answers = new Map<string, Answer>();
  /**
   * The answer for the data as it stands (every change replaces the store's data, so its identity says whether an
   * answer is current): at once once compressed; whoever asks first after a change waits for the compression.
   */
  const current = (path: string, answerOf: (data: Readonly<Data>) => unknown) => {
    const data = store.data;
    const held = answers.get(path);
    if (held?.data === data) return held.ready?.body ?? held.body;
    // Made once for everyone who asks while it is being compressed.
    const answer: Answer = { data, body: encodeBody(JSON.stringify(answerOf(data))) };
    answer.body.then(
      (body) => (answer.ready = { body, type: JSON_TYPE }),
      // The asker gets Koa's plain 500 (this runs ahead of the error middleware) and the app logs it; the next
      // asker tries again.
      () => answers.delete(path),
    );
    answers.set(path, answer);
    return answer.body;
  };
  // Only public read paths are ever held, under their exact spelling.
  const ready = (path: string): ReadyBody | undefined => {
    const held = answers.get(path);
    return held?.data === store.data ? held.ready : undefined;
  };
  // Not async: every other request passes through here, and an async function would cost each one a promise.
  const middleware: Middleware = (ctx, next) => {
    const answerOf = PUBLIC_READS.get(ctx.path);
    if (!answerOf) return next();
    ctx.set('Cache-Control', 'no-cache');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', ALLOWED);
      ctx.status = ctx.method === 'OPTIONS' ? 200 : 405;
      if (ctx.status === 405) ctx.body = { error: notAllowedMessage(ctx.method, ALLOWED) };
      return undefined;
    }
    const answer = current(ctx.path, answerOf);
    if ('then' in answer) return answer.then((body) => sendEncoded(ctx, body, JSON_TYPE));
    sendEncoded(ctx, answer, JSON_TYPE);
    return undefined;
  };
  return Object.assign(middleware, { ready });
}
