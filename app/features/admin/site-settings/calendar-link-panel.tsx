import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { Panel, PanelHeader, PanelTitle } from '../ui/panels.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
`;

const Steps = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: ${theme.space.xs};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** A refusal the session already handled (401 shows the login card) needs no message of its own. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The same address for the phone's calendar app: `webcal:` opens Apple Calendar's "Subscribe" directly. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

type LinkState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

/**
 * Site Settings' "Calendar link": the private address her phone's calendar subscribes to (every booking, hold and
 * balance due date), to copy, and "Make a new link" to retire the old one when it reached someone it shouldn't.
 * The address is a secret: it is shown here and copied, never stored in the browser.
 */
export function CalendarLinkPanel() {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const [renewing, setRenewing] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    setLink({ kind: 'loading' });
    call(api.adminCalendarLink.get)
      .then(({ url }) => setLink({ kind: 'ready', url }))
      .catch((error: unknown) => {
        if (!sessionEnded(error)) setLink({ kind: 'failed', message: reasonOf(error) });
      });
  }, [call]);
  useEffect(load, [load]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied', description: 'Calendar link copied', variant: 'success' });
    } catch {
      // No clipboard (an older browser, or permission refused): the address is selected to copy by hand.
      field.current?.focus();
      field.current?.select();
      toast({ title: 'Copy the link', description: 'The link is selected: copy it from the box.', variant: 'info' });
    }
  };

  const renew = async () => {
    const ok = await confirm({
      title: 'Make a new link?',
      description:
        'The current link stops working at once: every calendar subscribed to it stops updating. Subscribe again with the new link.',
      confirmLabel: 'Make a new link',
    });
    if (!ok) return;
    setRenewing(true);
    try {
      const { url } = await call(api.adminCalendarLink.renew);
      setLink({ kind: 'ready', url });
      toast({
        title: 'Success',
        description: 'New calendar link made; the old one no longer works',
        variant: 'success',
      });
      field.current?.focus();
    } catch (error) {
      if (!sessionEnded(error)) {
        toast({ title: 'Error', description: `Failed to make a new link: ${reasonOf(error)}`, variant: 'error' });
      }
    } finally {
      setRenewing(false);
    }
  };

  return (
    <Panel aria-labelledby="calendar-link-title">
      <PanelHeader>
        <PanelTitle id="calendar-link-title" tabIndex={-1}>
          Calendar link
        </PanelTitle>
      </PanelHeader>
      <Intro>
        Your bookings in your phone&apos;s calendar: every booking, each hold (marked tentative until it lapses) and
        each balance due date, with clients&apos; names and venues. Keep this link private: anyone who has it can read
        them.
      </Intro>
      {link.kind === 'loading' && <Intro role="status">Loading your calendar link...</Intro>}
      {link.kind === 'failed' && (
        <Intro role="alert">
          Could not load your calendar link: {link.message}{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={load}>
            Try again
          </Button>
        </Intro>
      )}
      {link.kind === 'ready' && (
        <>
          <TextField
            ref={field}
            label="Subscription address"
            value={link.url}
            readOnly
            onChange={() => {}}
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
            autoComplete="off"
          />
          <Actions>
            <Button type="button" $size="sm" onClick={() => void copy(link.url)}>
              Copy link
            </Button>
            <Button as="a" href={webcalOf(link.url)} $size="sm" $variant="secondary">
              Subscribe on this device
            </Button>
            <Button type="button" $size="sm" $variant="danger" disabled={renewing} onClick={() => void renew()}>
              {renewing ? 'Making a new link...' : 'Make a new link'}
            </Button>
          </Actions>
          <Steps>
            <li>
              iPhone: tap &quot;Subscribe on this device&quot;, or Settings, Calendar, Accounts, Add Account, Other, Add
              Subscribed Calendar, and paste the link.
            </li>
            <li>Google Calendar: on a computer, Other calendars, +, From URL, and paste the link.</li>
            <li>Calendars check for changes every few hours; a new booking may take that long to show.</li>
          </Steps>
        </>
      )}
      {confirmDialog}
    </Panel>
  );
}
