import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

describe('testimonials API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (json: unknown) => server.request('/api/admin/testimonials', { method: 'POST', admin: true, json });

  it('stores a testimonial with rating 5 and visible by default, and shows visitors only visible ones, oldest first', async () => {
    const created = await post({
      clientName: 'Mia Example',
      content: 'She made me feel like myself.',
      serviceType: 'Bridal Makeup',
    });
    expect(created.status).toBe(201);
    const mia = await created.json();
    expect(mia).toMatchObject({ clientName: 'Mia Example', rating: 5, isVisible: true, serviceType: 'Bridal Makeup' });
    expect(typeof mia.id).toBe('string');
    expect(Number.isNaN(Date.parse(mia.createdAt))).toBe(false);

    const hidden = await (
      await post({ clientName: 'Hidden Example', content: 'Not yet approved', rating: 4, isVisible: false })
    ).json();
    const zoe = await (await post({ clientName: 'Zoe Example', content: 'Flawless all night', rating: 4 })).json();

    const publicList = await (await server.request('/api/testimonials')).json();
    expect(publicList).toEqual([
      {
        id: mia.id,
        clientName: 'Mia Example',
        content: 'She made me feel like myself.',
        serviceType: 'Bridal Makeup',
        rating: 5,
      },
      { id: zoe.id, clientName: 'Zoe Example', content: 'Flawless all night', serviceType: '', rating: 4 },
    ]);
    const adminList = await (await server.request('/api/admin/testimonials', { admin: true })).json();
    expect(adminList.map((item: { id: string }) => item.id)).toEqual([mia.id, hidden.id, zoe.id]);
  });

  it('updates with the full object, keeping id and createdAt, and deletes', async () => {
    const item = await (await post({ clientName: 'Edit Me', content: 'Before' })).json();
    const updated = await server.request(`/api/admin/testimonials/${item.id}`, {
      method: 'PUT',
      admin: true,
      json: {
        clientName: 'Edited',
        content: 'After',
        rating: 3,
        isVisible: false,
        id: 'forged',
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: item.id,
      createdAt: item.createdAt,
      clientName: 'Edited',
      content: 'After',
      rating: 3,
      isVisible: false,
    });
    expect(
      (
        await server.request('/api/admin/testimonials/not-an-id', {
          method: 'PUT',
          admin: true,
          json: { clientName: 'A', content: 'B' },
        })
      ).status,
    ).toBe(404);
    expect((await server.request(`/api/admin/testimonials/${item.id}`, { method: 'DELETE', admin: true })).status).toBe(
      200,
    );
    const missing = await server.request(`/api/admin/testimonials/${item.id}`, { method: 'DELETE', admin: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Testimonial not found' });
  });

  it('refuses ratings out of range, wrong types and missing fields with a clear message, storing nothing', async () => {
    const before = await snapshot(server);
    const rating = 'Rating must be a whole number from 1 to 5';
    const cases: [unknown, string][] = [
      [{ clientName: 'A', content: 'B', rating: 0 }, rating],
      [{ clientName: 'A', content: 'B', rating: 6 }, rating],
      [{ clientName: 'A', content: 'B', rating: 4.5 }, rating],
      [{ clientName: 'A', content: 'B', rating: '5' }, rating],
      [{ clientName: 'A', content: 'B', isVisible: 'true' }, 'Visibility must be true or false'],
      [{ clientName: ['A'], content: 'B' }, 'Client name must be text'],
      [{ content: 'B' }, 'Client name is required'],
      [{ clientName: '  ', content: 'B' }, 'Client name is required'],
      [{ clientName: 'A', content: 'x'.repeat(5001) }, 'Testimonial content must be at most 5000 characters'],
    ];
    for (const [body, error] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
