import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { AlertSettingsAnswer } from '#contract/inquiry-alerts.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, failureMessage } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import { currentSubscription, pushUnavailableReason, subscribeThisDevice } from '#shared/pwa/web-push.ts';

const Section = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  & + & {
    margin-top: ${theme.space.lg};
    padding-top: ${theme.space.lg};
    border-top: 1px solid ${theme.colors.line};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const devices = (count: number) => `${count} ${count === 1 ? 'device gets' : 'devices get'}`;

/**
 * Site Settings' alerts for new lesson questionnaires: whether e-mail alerts are on and where they go, a test
 * e-mail, and push notifications on this device.
 */
export function AlertSettings() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [settings, setSettings] = useState<AlertSettingsAnswer | null>(null);
  const [loadError, setLoadError] = useState('');
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'push' | null>(null);
  /** Why the last press of a section's button failed, shown beside it. */
  const [failed, setFailed] = useState<{ section: 'test' | 'push'; message: string } | null>(null);
  const unavailable = pushUnavailableReason();

  const load = useCallback(async () => {
    try {
      const [answer, subscription] = await Promise.all([
        call(api.adminAlerts.get),
        currentSubscription().catch(() => null),
      ]);
      setSettings(answer);
      setThisDevice(subscription?.endpoint ?? null);
      setLoadError('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      setLoadError(reasonOf(error));
    }
  }, [call]);

  useEffect(() => {
    void load();
  }, [load]);

  const registered = settings?.push.devices.find((device) => device.endpoint === thisDevice);

  const sendTest = async () => {
    setBusy('test');
    setFailed(null);
    try {
      const { to } = await call(api.adminAlerts.testEmail);
      toast({ title: 'Success', description: `Test e-mail sent to ${to}`, variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
        setFailed({ section: 'test', message: failureMessage(error) });
      }
    } finally {
      setBusy(null);
    }
  };

  const notifyHere = async () => {
    if (!settings) return;
    setBusy('push');
    setFailed(null);
    try {
      const subscription = await subscribeThisDevice(settings.push.publicKey);
      await call(api.adminPushSubscriptions.add, { body: subscription });
      toast({
        title: 'Success',
        description: 'This device will be notified of new questionnaires',
        variant: 'success',
      });
      await load();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        const description = `Notifications were not turned on: ${reasonOf(error)}`;
        toast({ title: 'Error', description, variant: 'error' });
        setFailed({ section: 'push', message: description });
      }
    } finally {
      setBusy(null);
    }
  };

  const stopHere = async () => {
    if (!registered) return;
    setBusy('push');
    setFailed(null);
    try {
      await call(api.adminPushSubscriptions.remove, { params: { id: registered.id } });
      await (await currentSubscription())?.unsubscribe();
      toast({ title: 'Success', description: 'Notifications stopped on this device', variant: 'success' });
      await load();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
        setFailed({ section: 'push', message: `Notifications were not stopped: ${reasonOf(error)}` });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="alert-settings-title">
      <PanelTitle id="alert-settings-title">New questionnaire alerts</PanelTitle>
      {loadError && <p role="alert">The alert settings could not be loaded: {loadError}</p>}
      {!settings && !loadError && <p role="status">Loading...</p>}
      {settings && (
        <>
          <Section aria-labelledby="email-alerts-title">
            <h3 id="email-alerts-title">E-mail</h3>
            {settings.email.enabled ? (
              <p>
                E-mail alerts are on: each new lesson questionnaire is sent to <strong>{settings.email.to}</strong>, and
                Reply answers the student.
              </p>
            ) : (
              <p>
                E-mail alerts are off. To get an e-mail for each new questionnaire, ask the person who looks after your
                website to connect it to an e-mail account it can send from, and tell them the address the alerts should
                go to. They need the account&apos;s outgoing mail (SMTP) server and an app password; with Gmail, that is
                an app password from your Google account&apos;s security page. It takes them a few minutes, and the
                steps are in the site&apos;s instructions.
              </p>
            )}
            <Actions>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                disabled={!settings.email.enabled || busy === 'test'}
                onClick={() => void sendTest()}
              >
                {busy === 'test' ? 'Sending...' : 'Send test e-mail'}
              </Button>
              <FormFailure message={failed?.section === 'test' ? failed.message : undefined} />
            </Actions>
          </Section>
          <Section aria-labelledby="push-alerts-title">
            <h3 id="push-alerts-title">Notifications on this device</h3>
            {unavailable && !registered ? (
              <p>{unavailable}</p>
            ) : registered ? (
              <p>This device gets a notification for each new questionnaire.</p>
            ) : (
              <p>
                Get a notification on this phone or computer when a questionnaire arrives, even with the site closed.
              </p>
            )}
            <Actions>
              {registered ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  disabled={busy === 'push'}
                  onClick={() => void stopHere()}
                >
                  Stop notifications on this device
                </Button>
              ) : (
                <Button
                  type="button"
                  $size="sm"
                  disabled={Boolean(unavailable) || busy === 'push'}
                  onClick={() => void notifyHere()}
                >
                  {busy === 'push' ? 'Turning on...' : 'Notify me on this device'}
                </Button>
              )}
              <FormFailure message={failed?.section === 'push' ? failed.message : undefined} />
            </Actions>
            <Muted>
              {devices(settings.push.devices.length)} notifications (at most {settings.push.maxDevices}).
            </Muted>
          </Section>
        </>
      )}
    </Panel>
  );
}
