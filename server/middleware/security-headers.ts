import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Helmet's defaults plus a Content-Security-Policy that fits this app: everything from this origin. */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
