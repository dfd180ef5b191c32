import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { BOOT_SCRIPT_CSP_SOURCE } from '../web/boot-script.ts';
import { routeFor } from '#contract/routes.ts';
import { canonicalPath } from './admin-guard.ts';

/** Helmet's defaults plus a Content-Security-Policy that fits this app: everything from this origin (and /boot.js inline). */
function helmetMiddleware(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from this origin, and the one inline script that starts a page's code, by its hash.
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
        // styled-components writes its rules into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The owner may link gallery images hosted elsewhere over https.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }) as unknown as Middleware;
}

/**
 * The headers helmet sets do not depend on the request (no nonces), so helmet runs once, on a stand-in response,
 * and every response then gets the same list: the same headers for a fraction of the per-request work.
 */
async function captureHeaders(): Promise<SecurityHeaders> {
  const headers = new Map<string, string | string[]>();
  const res = {
    setHeader: (name: string, value: string | string[]) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  const req = { method: 'GET', url: '/', headers: {} };
  await helmetMiddleware()({ req, res } as unknown as Parameters<Middleware>[0], async () => {});
  return [...headers];
}

type SecurityHeaders = [name: string, value: string | string[]][];

let captured: Promise<SecurityHeaders> | undefined;
/** Every response's security headers, lower-cased names: the same list for the whole process. */
const securityHeaderList = (): Promise<SecurityHeaders> => (captured ??= captureHeaders());

/**
 * The pages no search engine may list: the dashboard (`/admin` and anything under it) and every other page the route
 * table marks not indexable (the schedule page, the signing page), in any letter case or encoding. robots.txt cannot
 * promise that: a disallowed address that is linked from elsewhere can still be listed, bare.
 */
export function isUnlistedPage(path: string): boolean {
  const canonical = canonicalPath(path);
  if (canonical === '/admin' || canonical.startsWith('/admin/')) return true;
  return routeFor(canonical)?.indexable === false;
}

export function securityHeaders(): Middleware {
  let headers: SecurityHeaders | undefined;
  const withHeaders: Middleware = (ctx, next) => {
    for (const [name, value] of headers!) ctx.res.setHeader(name, value);
    if (isUnlistedPage(ctx.path)) ctx.res.setHeader('X-Robots-Tag', 'noindex');
    return next();
  };
  // Not async once the list is known: every request passes through here.
  return (ctx, next) =>
    headers
      ? withHeaders(ctx, next)
      : securityHeaderList().then((list) => {
          headers = list;
          return withHeaders(ctx, next);
        });
}
