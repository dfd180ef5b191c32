import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiRoutes } from '#contract/api.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { on } from './context.ts';

/** Every route the app's routers hold, as `METHOD /full/path`, read from the routers themselves. */
function routerRoutes(server: TestServer): string[] {
  const routers = server.app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined);
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`),
    ),
  );
}

const routed = apiRoutes().filter(({ route }) => !route.publicRead);
const publicReads = apiRoutes().filter(({ route }) => route.publicRead);

describe('the API table (contract/api.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('holds exactly the routes the routers answer: none missing from it, none without a route', () => {
    const registered = routerRoutes(server).sort();
    const table = routed.map(({ route }) => `${route.method} ${route.pattern}`).sort();
    expect(registered.filter((entry) => !table.includes(entry))).toEqual([]);
    expect(table.filter((entry) => !registered.includes(entry))).toEqual([]);
    // Each route registered once.
    expect(registered).toEqual(table);
  });

  it('writes each method and pattern once', () => {
    const entries = apiRoutes().map(({ route }) => `${route.method} ${route.pattern}`);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('has its public reads answered, as JSON, by the public reads rather than a router', async () => {
    expect(publicReads.length).toBeGreaterThan(0);
    for (const { route } of publicReads) {
      const response = await server.request(route.path());
      expect(response.status, route.pattern).toBe(200);
      expect(response.headers.get('content-type'), route.pattern).toMatch(/^application\/json/);
      await response.arrayBuffer();
    }
  });

  it('builds paths with each parameter percent-encoded, which the route reads back whole', async () => {
    const id = 'a/b?c#d e';
    expect(api.adminScheduleServices.list.path({ id })).toBe('/api/admin/wedding-schedules/a%2Fb%3Fc%23d%20e/services');
    expect(api.weddingSchedule.byPin.path({ pin: '../1234' })).toBe('/api/wedding-schedule/..%2F1234');
    // The schedule's own "not found", not the router's: the id reached the route as one parameter.
    const response = await server.request(api.adminScheduleServices.list.path({ id }), { admin: true });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Wedding schedule not found' });
  });

  it('registers a route only on the router whose prefix its pattern has', () => {
    const publicRouter = new Router({ prefix: '/api' });
    const adminRouter = new Router({ prefix: '/api/admin' });
    expect(() => on(publicRouter, api.adminFaqs.list, () => {})).toThrow(/does not belong/);
    expect(() => on(adminRouter, api.health, () => {})).toThrow(/does not belong/);
    expect(() => on(publicRouter, api.publicLists.faqs, () => {})).toThrow(/public reads/);
    on(adminRouter, api.adminFaqs.update, () => {});
    expect(adminRouter.stack.map((layer) => [layer.methods, layer.path])).toEqual([[['PUT'], '/api/admin/faqs/:id']]);
  });
});
