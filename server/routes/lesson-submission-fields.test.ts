import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonForm } from '../test/lesson-form.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

/** The questionnaire's form shows a refusal beside the field it names, so every refusal names one. */
describe('a refused questionnaire names the field at fault', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LESSON_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  const submit = (json: unknown) => server.request('/api/lesson-submissions', { method: 'POST', json });
  const TEXTABLE = 'Enter a phone number that can receive a text, such as (916) 555-0142';
  const WHOLE_EMAIL = 'Please enter your whole email address, including the ending after the @, such as name@gmail.com';

  it('refuses a phone number that cannot receive a text, and an e-mail address with no ending, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '916-555' }, 'phone', TEXTABLE],
      [{ phone: '555-0142' }, 'phone', TEXTABLE],
      [{ phone: '(916) 555-014' }, 'phone', TEXTABLE],
      // Eleven digits are a US number only with its leading 1.
      [{ phone: '2916 555 0142' }, 'phone', TEXTABLE],
      [{ phone: '+44 20 794' }, 'phone', TEXTABLE],
      [{ phone: '+1 916 555 0142 0000 00' }, 'phone', TEXTABLE],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
      [{ email: 'maya.lopez@gmail' }, 'email', WHOLE_EMAIL],
      [{ email: 'maya.lopez@gmail.' }, 'email', WHOLE_EMAIL],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ name: '' }, 'name', 'Full name is required'],
      [{ mainGoal: 'other', otherGoal: ' ' }, 'otherGoal', 'Please describe your main goal'],
      [{ kitPreference: undefined }, 'kitPreference', 'Kit preference is required'],
    ];
    for (const [change, field, error] of cases) {
      const response = await submit(lessonForm(change));
      const label = JSON.stringify(change);
      expect(response.status, label).toBe(400);
      expect(await response.json(), label).toEqual({ error, field });
    }
    // A body that is not a questionnaire at all has no field to name.
    expect(await (await submit([lessonForm()])).json()).toEqual({ error: 'Send the details as a JSON object' });
    expect(await snapshot(server)).toEqual(before);
  });

  it('takes a number that can receive a text, written any usual way', async () => {
    for (const phone of [
      '(916) 555-0142',
      '916.555.0142',
      '9165550142',
      '1 916 555 0142',
      '+1 (916) 555-0142',
      '+44 20 7946 0958',
      '+52 55 1234 5678',
    ]) {
      const response = await submit(lessonForm({ phone }));
      expect(response.status, phone).toBe(201);
    }
  });
});
