import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { brideMessage, firstNameOf } from '#contract/booking-texts.ts';
import { phoneToE164, smsHref } from '#contract/phone.ts';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { useWaitingAgreement } from '../ui/signing-link-state.ts';
import { reasonOf } from '../session/admin-session.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { ItemActions } from '../ui/panels.tsx';

// A schedule card's PIN text to the bride: "Text PIN to {first}" opens her Messages with it written out. With a
// booking it goes to her client phone, and while her agreement waits to be signed it brings her signing link (the
// booking's Texts panel sends the same words). Whether it waits is asked when she taps, not for every card of the
// list; `sms:` links open only from a tap, so the text opens from a second one ("Open Messages"). Without a booking
// the card asks which number gets it.

const MessageBox = styled.div`
  margin-top: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0 0 ${theme.space.xs};
    white-space: pre-line;
    /* Her signing link is one long word. */
    overflow-wrap: anywhere;
  }
`;

const Asked = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

type Site = { siteUrl: string; artistName: string };

/** Copies the text as it goes, for pasting into a text she writes herself. */
function CopyMessage({ message }: { message: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: 'Success', description: 'Message copied; paste it into a text to the bride', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy the message; press and hold it to copy it instead',
        variant: 'error',
      });
    }
  };
  return (
    <Button type="button" $size="sm" $variant="ghost" onClick={() => void copy()}>
      Copy Message
    </Button>
  );
}

/**
 * The text as it goes, the "Text PIN" control with what it opens below, and its copy button: beside the control,
 * or (`copyBeside` false) among what it opens, once the text is known to be the one to send.
 */
function PinTextBox({
  message,
  actions,
  below,
  copyBeside = true,
}: {
  message: string;
  actions: ReactNode;
  below: ReactNode;
  copyBeside?: boolean;
}) {
  return (
    <MessageBox>
      <p>
        <strong>Text for the bride:</strong> {message}
      </p>
      <ItemActions>
        {actions}
        {copyBeside && <CopyMessage message={message} />}
      </ItemActions>
      {below}
    </MessageBox>
  );
}

const OpenMessages = ({ phone, message, focus }: { phone: string; message: string; focus?: boolean }) => (
  <Button
    as="a"
    href={smsHref(phone, message)}
    $size="sm"
    ref={(node: HTMLElement | null) => {
      if (focus) node?.focus();
    }}
  >
    Open Messages
  </Button>
);

/** A booking's schedule: her client phone, and her signing link too while her agreement waits to be signed. */
function BookingPinText({
  schedule,
  booking,
  site,
}: {
  schedule: WeddingSchedule;
  booking: BookingAnswer;
  site: Site;
}) {
  const firstName = firstNameOf(schedule.clientName);
  const { waiting, link, make, load } = useWaitingAgreement(booking, { lazy: true });
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<'checking' | 'known' | 'failed'>('checking');
  const [making, setMaking] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Focus goes to "Open Messages" once it appears (after the check, or after her link is made).
  const focusNext = useRef(false);

  const check = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    setChecked('checking');
    setFailure(undefined);
    focusNext.current = true;
    setChecked((await load()) ? 'known' : 'failed');
  };

  const makeLink = async () => {
    setMaking(true);
    setFailure(undefined);
    focusNext.current = true;
    try {
      await make();
    } catch (error) {
      setFailure(`No link was made: ${reasonOf(error)}`);
    } finally {
      setMaking(false);
    }
  };

  const known = checked === 'known';
  const withLink = known && waiting === true && link ? link : undefined;
  const needsLink = known && waiting === true && !link;
  const message = brideMessage(schedule, site, withLink);
  const ready = open && checked !== 'checking' && !needsLink;
  const focus = ready && focusNext.current;
  useEffect(() => {
    if (ready) focusNext.current = false;
  }, [ready]);

  return (
    <PinTextBox
      message={message}
      // While her agreement waits, the text to copy may need her signing link: offered once that is checked.
      copyBeside={false}
      actions={
        <Button type="button" $size="sm" $variant="secondary" aria-expanded={open} onClick={() => void check()}>
          Text PIN to {firstName}
        </Button>
      }
      below={
        open && (
          <Asked>
            {checked === 'checking' && <p role="status">Checking {firstName}&apos;s agreement…</p>}
            {checked === 'failed' && (
              <p role="status">Her agreement could not be checked, so this text brings her PIN alone.</p>
            )}
            {withLink && <p>With her signing link, while her agreement waits to be signed.</p>}
            {needsLink && (
              <>
                <p id={`pin-text-needs-${schedule.id}`}>
                  Her agreement waits to be signed, so this text brings her signing link: make it first (it works for 30
                  days).
                </p>
                <Button
                  type="button"
                  $size="sm"
                  disabled={making}
                  aria-describedby={`pin-text-needs-${schedule.id}`}
                  onClick={() => void makeLink()}
                >
                  Make {firstName}&apos;s signing link
                </Button>
                {failure && <FieldError role="alert">{failure}</FieldError>}
              </>
            )}
            {ready && (
              <ItemActions>
                <OpenMessages phone={booking.clientPhone} message={message} focus={focus} />
                <CopyMessage message={message} />
              </ItemActions>
            )}
          </Asked>
        )
      }
    />
  );
}

/** A schedule with no booking has no number of hers: the card asks which number gets the text. */
function AskedPinText({ schedule, site }: { schedule: WeddingSchedule; site: Site }) {
  const firstName = firstNameOf(schedule.clientName);
  const [phone, setPhone] = useState<string | null>(null);
  const message = brideMessage(schedule, site);
  return (
    <PinTextBox
      message={message}
      actions={
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          aria-expanded={phone !== null}
          onClick={() => setPhone(phone === null ? '' : null)}
        >
          Text PIN to {firstName}
        </Button>
      }
      below={
        phone !== null && (
          <Asked>
            <TextField
              label={`${firstName}'s phone number`}
              type="tel"
              autoComplete="off"
              hint="This schedule has no booking with her number: which number gets the text?"
              value={phone}
              onChange={setPhone}
            />
            {phoneToE164(phone) ? (
              <OpenMessages phone={phone} message={message} />
            ) : (
              <Button type="button" $size="sm" disabled>
                Open Messages
              </Button>
            )}
          </Asked>
        )
      }
    />
  );
}

/** The PIN text of a schedule's card: to her booking's client, or to a number asked for. */
export function PinText({
  schedule,
  booking,
  site,
}: {
  schedule: WeddingSchedule;
  booking?: BookingAnswer;
  site: Site;
}) {
  return booking ? (
    <BookingPinText schedule={schedule} booking={booking} site={site} />
  ) : (
    <AskedPinText schedule={schedule} site={site} />
  );
}
