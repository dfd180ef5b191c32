import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

describe('FAQs API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lets the owner create, edit, hide and delete an FAQ, and shows visitors only the visible ones in order', async () => {
    const second = await server.request('/api/admin/faqs', {
      method: 'POST',
      admin: true,
      json: { question: 'Second?', answer: 'B', sortOrder: 2 },
    });
    expect(second.status).toBe(201);
    const first = await server.request('/api/admin/faqs', {
      method: 'POST',
      admin: true,
      json: { question: 'First?', answer: 'Line 1\nLine 2', sortOrder: 1 },
    });
    const firstItem = await first.json();
    expect(firstItem).toMatchObject({ question: 'First?', isVisible: true, sortOrder: 1 });

    const publicList = await (await server.request('/api/faqs')).json();
    expect(publicList.map((faq: { question: string }) => faq.question)).toEqual(['First?', 'Second?']);
    expect(publicList[0]).toEqual({ id: firstItem.id, question: 'First?', answer: 'Line 1\nLine 2' });

    const hidden = await server.request(`/api/admin/faqs/${firstItem.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...firstItem, isVisible: false },
    });
    expect(hidden.status).toBe(200);
    expect((await (await server.request('/api/faqs')).json()).map((faq: { question: string }) => faq.question)).toEqual(
      ['Second?'],
    );

    expect((await server.request(`/api/admin/faqs/${firstItem.id}`, { method: 'DELETE', admin: true })).status).toBe(
      200,
    );
    expect((await server.request(`/api/admin/faqs/${firstItem.id}`, { method: 'DELETE', admin: true })).status).toBe(
      404,
    );
  });

  it('refuses a missing answer with a message naming it, and stores nothing', async () => {
    const before = server.store.data.faqs.length;
    const response = await server.request('/api/admin/faqs', { method: 'POST', admin: true, json: { question: 'Q?' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Answer is required' });
    expect(server.store.data.faqs.length).toBe(before);
  });
});
