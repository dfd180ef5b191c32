import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES } from '#contract/choices.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

describe('recommended vendors API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (json: unknown) =>
    server.request('/api/admin/recommended-vendors', { method: 'POST', admin: true, json });

  it('stores a vendor with its social profile and shows visitors the visible ones without admin fields', async () => {
    const created = await post({
      name: 'Example Florals',
      category: 'Floral Design',
      description: 'Garden roses',
      website: 'https://florals.example.com',
      socialUrl: 'https://instagram.example.com/florals',
      phone: '(916) 555-0100',
      email: 'hello@example.com',
      sortOrder: 1,
    });
    expect(created.status).toBe(201);
    const florals = await created.json();
    await post({ name: 'Hidden Vendor', category: 'Other', isVisible: false });
    const list = await (await server.request('/api/recommended-vendors')).json();
    expect(list).toEqual([
      {
        id: florals.id,
        name: 'Example Florals',
        category: 'Floral Design',
        description: 'Garden roses',
        website: 'https://florals.example.com',
        socialUrl: 'https://instagram.example.com/florals',
        phone: '(916) 555-0100',
        email: 'hello@example.com',
        sortOrder: 1,
      },
    ]);
    const edited = await server.request(`/api/admin/recommended-vendors/${florals.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...florals, website: '' },
    });
    expect(await edited.json()).toMatchObject({ id: florals.id, website: '' });
    expect(
      (await server.request(`/api/admin/recommended-vendors/${florals.id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(200);
    expect(await (await server.request('/api/recommended-vendors')).json()).toEqual([]);
  });

  it('accepts every category of the one list, covering the public six and the admin ten', async () => {
    for (const category of [
      'Photographers',
      'Hairstylists',
      'Makeup Artists',
      'Hair and Makeup',
      'Coordinators & Planners',
      'Content Creators',
      'Venues',
      'Floral Design',
      'Catering',
      'Music & Entertainment',
      'Transportation',
      'Videography',
      'Other',
    ]) {
      expect(VENDOR_CATEGORIES).toContain(category);
    }
    for (const category of VENDOR_CATEGORIES) {
      expect((await post({ name: `Vendor ${category}`, category })).status, category).toBe(201);
    }
  });

  it('refuses unsafe links, unknown categories and bad e-mails, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [unknown, string][] = [
      [
        { name: 'X', category: 'Photographers', website: 'javascript:alert(1)' },
        'Website must be a web address starting with http:// or https://',
      ],
      [
        { name: 'X', category: 'Photographers', website: 'JavaScript:alert(1)' },
        'Website must be a web address starting with http:// or https://',
      ],
      [
        { name: 'X', category: 'Photographers', website: 'data:text/html,<script>alert(1)</script>' },
        'Website must be a web address starting with http:// or https://',
      ],
      [
        { name: 'X', category: 'Photographers', socialUrl: 'javascript:alert(1)' },
        'Social profile must be a web address starting with http:// or https://',
      ],
      [
        { name: 'X', category: 'Photographers', website: 'www.example.com' },
        'Website must be a web address starting with http:// or https://',
      ],
      [{ name: 'X', category: 'Florists' }, 'Please choose a vendor category from the list'],
      [{ name: 'X' }, 'Category is required'],
      [{ name: 'X', category: 'Other', email: 'not-an-email' }, 'Email must be a valid e-mail address'],
      [{ category: 'Other' }, 'Name is required'],
    ];
    for (const [body, error] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
