import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../store/store.ts';
import { imageForm, phoneJpeg } from './images.ts';
import { startTestServer } from './test-server.ts';

/** How long the mixed traffic runs: long enough for thousands of requests, short enough for `npm test`. */
const DURATION_MS = 6_000;

describe('load and fault', () => {
  it('serves mixed public reads, PIN lookups and admin writes in parallel with zero 5xx, and keeps every acknowledged write', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-load-'));
    let server = await startTestServer({
      dataDir,
      seed: true,
      env: { PIN_GUESS_LIMIT: '100', KEY_GUESS_LIMIT: '100' },
    });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const record = (what: string, response: Response) => {
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${what} ${response.status}`);
    };

    // Three brides whose schedules are looked up all through the run.
    const pins = ['1111', '222222', '3333'];
    const scheduleIds: string[] = [];
    for (const pin of pins) {
      const created = await server.request('/api/admin/wedding-schedules', {
        method: 'POST',
        admin: true,
        json: { clientName: `Bride ${pin}`, pin, weddingDate: '2026-09-19', startTime: '7:00 AM' },
      });
      scheduleIds.push((await created.json()).id);
    }

    const until = Date.now() + DURATION_MS;
    const createdFaqs = new Map<string, string>(); // id -> question
    const createdServices = new Map<string, string>(); // id -> serviceName
    const lastUpdate = new Map<string, string>(); // testimonial id -> last acknowledged content
    const uploads: string[] = [];

    const loop = async (body: (i: number) => Promise<void>) => {
      // Each kind of traffic runs at least once, however slow a shared machine is.
      for (let i = 0; i === 0 || Date.now() < until; i += 1) await body(i);
    };
    const reader = (paths: string[]) => () =>
      loop(async (i) => {
        const path = paths[i % paths.length]!;
        const response = await server.request(path);
        record(path, response);
        await response.arrayBuffer();
      });

    const workers = [
      reader(['/api/faqs', '/api/policies', '/api/testimonials', '/api/gallery', '/api/recommended-vendors']),
      reader(['/api/recommended-vendors', '/api/faqs', '/api/policies']),
      reader(pins.map((pin) => `/api/wedding-schedule/${pin}`)),
      reader(pins.map((pin) => `/api/wedding-schedule/${pin}`).reverse()),
      // Owner: new FAQs.
      ...[0, 1].map(
        (worker) => () =>
          loop(async (i) => {
            const question = `Load ${worker}-${i}?`;
            const response = await server.request('/api/admin/faqs', {
              method: 'POST',
              admin: true,
              json: { question, answer: 'Yes.\nReally.' },
            });
            record('create faq', response);
            if (response.status === 201) createdFaqs.set((await response.json()).id, question);
          }),
      ),
      // Owner: services added to the schedules the brides are reading.
      () =>
        loop(async (i) => {
          const serviceName = `Service ${i}`;
          const scheduleId = scheduleIds[i % scheduleIds.length]!;
          const response = await server.request(`/api/admin/wedding-schedules/${scheduleId}/services`, {
            method: 'POST',
            admin: true,
            json: { serviceName, startTime: '8:00', endTime: '9:00', sortOrder: i },
          });
          record('create service', response);
          if (response.status === 201) createdServices.set((await response.json()).id, serviceName);
        }),
      // Owner: one testimonial per worker edited over and over; the last acknowledged edit must be what is kept.
      ...[0, 1].map((worker) => async () => {
        const created = await server.request('/api/admin/testimonials', {
          method: 'POST',
          admin: true,
          json: { clientName: `Edited ${worker}`, content: 'v0' },
        });
        const { id } = await created.json();
        await loop(async (i) => {
          const content = `v${i + 1}`;
          const response = await server.request(`/api/admin/testimonials/${id}`, {
            method: 'PUT',
            admin: true,
            json: { clientName: `Edited ${worker}`, content, rating: (i % 5) + 1 },
          });
          record('update testimonial', response);
          if (response.status === 200) lastUpdate.set(id, content);
        });
      }),
      // Owner: a photo now and then.
      async () => {
        const photo = await phoneJpeg(1200, 900);
        await loop(async () => {
          const response = await server.request('/api/admin/upload', {
            method: 'POST',
            admin: true,
            body: imageForm(photo),
          });
          record('upload', response);
          if (response.status === 201) uploads.push((await response.json()).imageUrl);
        });
      },
    ];
    await Promise.all(workers.map((worker) => worker()));

    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(30);
    expect(
      [...statuses.keys()].every((status) => status < 400),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(createdFaqs.size).toBeGreaterThan(0);
    expect(createdServices.size).toBeGreaterThan(0);
    expect(lastUpdate.size).toBe(2);
    expect(uploads.length).toBeGreaterThan(0);

    // What the server acknowledged is there now, and from the file after a restart.
    const check = (data: Store['data']) => {
      const faqs = new Map(data.faqs.map((faq) => [faq.id, faq.question]));
      for (const [id, question] of createdFaqs) expect(faqs.get(id)).toBe(question);
      const services = new Map(data.scheduleServices.map((service) => [service.id, service.serviceName]));
      for (const [id, name] of createdServices) expect(services.get(id)).toBe(name);
      for (const [id, content] of lastUpdate)
        expect(data.testimonials.find((item) => item.id === id)?.content).toBe(content);
    };
    check(server.store.data);
    const bride = await (await server.request('/api/wedding-schedule/1111')).json();
    expect(bride.services.length).toBe(
      [...server.store.data.scheduleServices].filter((service) => service.scheduleId === scheduleIds[0]).length,
    );
    await server.close();
    check((await Store.open(dataDir)).data);
    server = await startTestServer({ dataDir });
    expect((await server.request('/api/faqs')).status).toBe(200);
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);
});
