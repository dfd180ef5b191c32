import type { Context } from 'koa';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import type { AlertSettingsAnswer } from '#contract/inquiry-alerts.ts';
import { describeDevice } from '../auth/device-name.ts';
import { MAX_PUSH_DEVICES, pushSubscriptionId, pushSubscriptionInput } from '../alerts/push.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { now, on, type RouteDeps } from './context.ts';

/** The subscription the browser sent, checked; a refusal names the field it is about (`endpoint`, `keys.auth`). */
export function parseSubscription(ctx: Context): v.InferOutput<typeof pushSubscriptionInput> {
  const body = (ctx.request as { body?: unknown }).body;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Send the details as a JSON object');
  }
  const result = v.safeParse(pushSubscriptionInput, body);
  if (result.success) return result.output;
  const field = (result.issues[0].path ?? []).map((item) => String(item.key)).join('.');
  throw new HttpError(400, firstIssueMessage(result.issues), {}, field ? { field } : {});
}

export function registerInquiryAlertRoutes({ store, alerts, secrets, adminRouter }: RouteDeps) {
  on(adminRouter, api.adminAlerts.get, (ctx) => {
    const answer: AlertSettingsAnswer = {
      email: { enabled: alerts.emailEnabled, to: alerts.alertEmail },
      push: {
        publicKey: secrets.vapid.publicKey,
        devices: store.data.pushSubscriptions.map(({ id, endpoint, device, createdAt }) => ({
          id,
          endpoint,
          device,
          createdAt,
        })),
        maxDevices: MAX_PUSH_DEVICES,
      },
    };
    ctx.body = answer;
  });

  on(adminRouter, api.adminAlerts.testEmail, async (ctx) => {
    if (!alerts.emailEnabled) {
      throw new HttpError(409, 'E-mail alerts are off: set SMTP_URL and ALERT_EMAIL on the server, then restart it');
    }
    try {
      await alerts.sendTestEmail();
    } catch (error) {
      throw new HttpError(502, `The test e-mail was not sent: ${(error as Error).message}`);
    }
    ctx.body = { ok: true, to: alerts.alertEmail };
  });

  // The same device subscribing again replaces its entry; past the limit the device added longest ago gives way.
  on(adminRouter, api.adminPushSubscriptions.add, async (ctx) => {
    const input = parseSubscription(ctx);
    const id = pushSubscriptionId(input.endpoint);
    const device = describeDevice(ctx.get('user-agent'));
    ctx.body = await store.update((data) => {
      const others = data.pushSubscriptions.filter((item) => item.id !== id);
      const record = {
        id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        device,
        createdAt: now(),
      };
      data.pushSubscriptions = [...others.slice(Math.max(0, others.length - (MAX_PUSH_DEVICES - 1))), record];
      return { id, device, createdAt: record.createdAt };
    });
    ctx.status = 201;
  });

  on(adminRouter, api.adminPushSubscriptions.remove, async (ctx) => {
    await store.update((data) => {
      const index = data.pushSubscriptions.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Device');
      data.pushSubscriptions.splice(index, 1);
    });
    ctx.body = { ok: true };
  });
}
