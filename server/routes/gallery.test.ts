import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageForm, phoneJpeg } from '../test/images.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

describe('gallery API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (json: unknown) => server.request('/api/admin/gallery', { method: 'POST', admin: true, json });
  const uploadPhoto = async () => {
    const response = await server.request('/api/admin/upload', {
      method: 'POST',
      admin: true,
      body: imageForm(await phoneJpeg(300, 200)),
    });
    return (await response.json()) as { imageUrl: string; thumbnailUrl: string };
  };
  const files = async () => (await readdir(server.uploadsDir).catch(() => [] as string[])).sort();
  const fileNames = (upload: { imageUrl: string; thumbnailUrl: string }) =>
    [upload.imageUrl, upload.thumbnailUrl].map((url) => url.slice('/uploads/'.length));

  it('stores an uploaded or linked image, defaults the category to general, and lists visible ones for visitors', async () => {
    const photo = await uploadPhoto();
    const created = await post({
      title: '  Romantic Bridal  ',
      imageUrl: photo.imageUrl,
      category: 'bridal',
      description: 'Soft glam',
    });
    expect(created.status).toBe(201);
    const item = await created.json();
    expect(item).toMatchObject({
      title: 'Romantic Bridal',
      imageUrl: photo.imageUrl,
      category: 'bridal',
      isVisible: true,
    });
    const linked = await (await post({ title: 'Linked', imageUrl: 'https://images.example.com/a.jpg' })).json();
    expect(linked.category).toBe('general');
    await post({ title: 'Hidden', imageUrl: 'https://images.example.com/b.jpg', isVisible: false });

    expect(await (await server.request('/api/gallery')).json()).toEqual([
      // The upload's size, read by the server from the stored file; a linked photo has none.
      {
        id: item.id,
        title: 'Romantic Bridal',
        description: 'Soft glam',
        imageUrl: photo.imageUrl,
        category: 'bridal',
        width: 200,
        height: 300,
      },
      {
        id: linked.id,
        title: 'Linked',
        description: '',
        imageUrl: 'https://images.example.com/a.jpg',
        category: 'general',
      },
    ]);

    // A size sent by the dashboard is not taken; replaced by a linked photo, the item keeps no size.
    const relinked = await server.request(`/api/admin/gallery/${item.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...item, imageUrl: 'https://images.example.com/c.jpg', width: 9999, height: 1 },
    });
    expect(await relinked.json()).not.toHaveProperty('width');
    const another = await uploadPhoto();
    const sent = await (await post({ title: 'Sized', imageUrl: another.imageUrl, width: 1, height: 1 })).json();
    expect([sent.width, sent.height]).toEqual([200, 300]);
  });

  it('removes a replaced or deleted upload only once no gallery item uses it', async () => {
    const first = await uploadPhoto();
    const second = await uploadPhoto();
    const item = await (await post({ title: 'Outdoor Bridal', imageUrl: first.imageUrl })).json();
    const twin = await (await post({ title: 'Same photo', imageUrl: first.imageUrl })).json();

    // The twin still uses the first photo, so replacing it on one item keeps its files.
    const replaced = await server.request(`/api/admin/gallery/${item.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...item, imageUrl: second.imageUrl },
    });
    expect(replaced.status).toBe(200);
    expect(await files()).toEqual(expect.arrayContaining([...fileNames(first), ...fileNames(second)]));

    // Now nothing uses it: its large image and thumbnail go.
    await server.request(`/api/admin/gallery/${twin.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...twin, imageUrl: 'https://images.example.com/c.jpg' },
    });
    expect((await files()).filter((name) => fileNames(first).includes(name))).toEqual([]);
    expect((await server.request(first.imageUrl)).status).toBe(404);

    // A PUT that keeps the image keeps its files.
    await server.request(`/api/admin/gallery/${item.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...item, imageUrl: second.imageUrl, title: 'Renamed' },
    });
    expect(await files()).toEqual(expect.arrayContaining(fileNames(second)));

    expect((await server.request(`/api/admin/gallery/${item.id}`, { method: 'DELETE', admin: true })).status).toBe(200);
    expect((await files()).filter((name) => fileNames(second).includes(name))).toEqual([]);
  });

  it('refuses a blank title, a missing or unsafe image URL and an unknown category with the spec messages, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [unknown, string][] = [
      [{ title: '   ', imageUrl: 'https://images.example.com/a.jpg' }, 'Please enter a title'],
      [{ title: 'T', imageUrl: '' }, 'Please upload an image or enter an image URL'],
      [{ title: 'T', imageUrl: '   ' }, 'Please upload an image or enter an image URL'],
      [
        { title: 'T', imageUrl: 'javascript:alert(1)' },
        'Image URL must start with http:// or https://, or be an uploaded image',
      ],
      [
        { title: 'T', imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
        'Image URL must start with http:// or https://, or be an uploaded image',
      ],
      [
        { title: 'T', imageUrl: '/uploads/../../etc/passwd' },
        'Image URL must start with http:// or https://, or be an uploaded image',
      ],
      [
        { title: 'T', imageUrl: '//evil.example.com/x.jpg' },
        'Image URL must start with http:// or https://, or be an uploaded image',
      ],
      [
        { title: 'T', imageUrl: 'https://images.example.com/a.jpg', category: 'weddings' },
        'Category must be one of general, bridal, special-events, photoshoot',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
