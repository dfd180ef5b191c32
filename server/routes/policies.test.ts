import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

describe('policies API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (json: unknown) => server.request('/api/admin/policies', { method: 'POST', admin: true, json });

  it('keeps paragraphs, orders by sort order, hides hidden policies from visitors', async () => {
    const deposit = await (
      await post({ title: 'Deposit', content: 'First paragraph.\n\nSecond paragraph.', sortOrder: 2 })
    ).json();
    const minimum = await (await post({ title: 'Booking Minimum', content: 'Four services.', sortOrder: 1 })).json();
    await post({ title: 'Draft', content: 'Not ready', isVisible: false });
    expect(await (await server.request('/api/policies')).json()).toEqual([
      { id: minimum.id, title: 'Booking Minimum', content: 'Four services.' },
      { id: deposit.id, title: 'Deposit', content: 'First paragraph.\n\nSecond paragraph.' },
    ]);
    const edited = await server.request(`/api/admin/policies/${deposit.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...deposit, sortOrder: 0 },
    });
    expect(await edited.json()).toMatchObject({ id: deposit.id, sortOrder: 0 });
    expect((await (await server.request('/api/policies')).json())[0].id).toBe(deposit.id);
    expect((await server.request(`/api/admin/policies/${minimum.id}`, { method: 'DELETE', admin: true })).status).toBe(
      200,
    );
    expect(
      (await (await server.request('/api/admin/policies', { admin: true })).json()).map(
        (item: { title: string }) => item.title,
      ),
    ).toEqual(['Deposit', 'Draft']);
  });

  it('refuses a missing title or content and a sort order that is not a whole number, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [unknown, string][] = [
      [{ content: 'x' }, 'Title is required'],
      [{ title: 'T', content: '' }, 'Content is required'],
      [{ title: 'T', content: 'x', sortOrder: 1.5 }, 'Sort order must be a whole number'],
      [{ title: 'T', content: 'x', sortOrder: '3' }, 'Sort order must be a whole number'],
      [{ title: 'T', content: 'x', sortOrder: 1e9 }, 'Sort order is out of range'],
    ];
    for (const [body, error] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
