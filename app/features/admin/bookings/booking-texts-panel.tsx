import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import {
  agreementReminderText,
  balanceReminderText,
  bookingSummaryText,
  brideMessage,
  dayBeforeText,
  firstNameOf,
  PARTY_COUNT_REMINDER_DAYS,
  partyCountReminderText,
  personShareText,
  retainerReceivedText,
  thankYouText,
  type TextSender,
} from '#contract/booking-texts.ts';
import { addCalendarDays, longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { partyCloseDate } from '#contract/party-link.ts';
import { displayPhone, smsHref } from '#contract/phone.ts';
import { trialReminderText } from '#contract/trial.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { reasonOf } from '../session/admin-session.tsx';
import { SideBox } from './side-box.ts';
import { MessagePreview } from '../ui/message-preview.tsx';
import { useWaitingAgreement } from '../ui/signing-link-state.ts';

const Box = styled(SideBox)`
  > p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const Texts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const Text = styled.li`
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  min-width: 0;
  overflow-wrap: anywhere;
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .head a {
    min-height: 44px;
  }
  > p {
    margin: ${theme.space.xs} 0 0;
    white-space: pre-line;
    font-size: ${theme.fontSizes.sm};
  }
`;

interface Shown {
  key: string;
  label: string;
  /** The message; undefined while it waits for her signing link to be made (`needs` says so). */
  body?: string;
  needs?: string;
  /** What it carries besides its name says (the PIN text with her signing link). */
  note?: string;
  /** What its button says to a screen reader, when "Text the {label} to {client}" does not read well. */
  ariaLabel?: string;
  /** Someone else than the client it goes to (a self-paying person): her phone, '' when the party has none. */
  to?: { name: string; phone: string };
}

/**
 * The texts she sends from her own phone: each a one-tap sms: link to the client with the message written out (shown
 * here first), which opens her Messages app. Nothing is sent until she sends it there. While the booking's agreement
 * waits to be signed, the PIN text brings her signing link too, and an agreement reminder joins them; with no link
 * that works yet, one tap makes it first (the texted link is what she signs from).
 */
export function BookingTexts({
  booking,
  settings,
}: {
  booking: BookingAnswer;
  settings: TextSender & {
    partyLockDays: number;
    homeCity?: string;
    reviewLinks?: readonly { label: string; url: string }[];
    prepSheet?: string;
  };
}) {
  // Party changes close `partyLockDays` before a wedding: the client is reminded a few days before that.
  const closeDate = partyCloseDate(booking.eventDate, settings.partyLockDays);
  const firstName = firstNameOf(booking.clientName);
  const { waiting, link, make } = useWaitingAgreement(booking);
  const [making, setMaking] = useState<string>();
  const [failure, setFailure] = useState<{ key: string; message: string }>();
  const withLink = (
    key: string,
    label: string,
    needs: string,
    body: (made: NonNullable<typeof link>) => string,
  ): Shown => (link ? { key, label, body: body(link) } : { key, label, needs });
  const pin = { clientName: booking.clientName, pin: booking.pin };
  const texts: Shown[] = [
    { key: 'summary', label: 'Booking summary', body: bookingSummaryText(booking, settings) },
    { key: 'retainer', label: 'Retainer received', body: retainerReceivedText(booking, settings) },
    { key: 'balance', label: 'Balance reminder', body: balanceReminderText(booking, settings) },
    ...(booking.eventType === 'wedding' && booking.party.length > 0
      ? [
          {
            key: 'party-count',
            label: 'Party count reminder',
            body: partyCountReminderText(booking, closeDate, settings),
            note: `To send on ${longDate(addCalendarDays(closeDate, -PARTY_COUNT_REMINDER_DAYS))}: party changes close on ${longDate(closeDate)}.`,
          },
        ]
      : []),
    // Her trial: when, where, and what to bring (clean face, a photo of the dress, her earrings).
    ...(booking.trial
      ? [
          {
            key: 'trial',
            label: 'Trial reminder',
            body: trialReminderText({ clientName: booking.clientName, trial: booking.trial }, settings),
            note: `To send on ${longDate(addCalendarDays(booking.trial.date, -1))}, the day before her trial.`,
          },
        ]
      : []),
    ...(booking.pin
      ? [
          waiting
            ? {
                ...withLink(
                  'pin',
                  'Schedule PIN',
                  'Her agreement waits to be signed, so this text brings her signing link: make it first (it works for 30 days).',
                  (made) => brideMessage(pin, settings, made),
                ),
                note: 'With her signing link, while her agreement waits to be signed.',
              }
            : { key: 'pin', label: 'Schedule PIN', body: brideMessage(pin, settings) },
        ]
      : []),
    ...(waiting
      ? [
          withLink('agreement', 'Agreement reminder', 'It brings her signing link: make it first.', (made) =>
            agreementReminderText(booking, made, settings),
          ),
        ]
      : []),
    // The day before: when she arrives, where, parking, and her prep sheet (the same words as the e-mail's).
    {
      key: 'day-before',
      label: 'Day-before note',
      body: dayBeforeText(
        booking,
        {
          arrivalTime: booking.arrivalTime,
          address: [booking.venueName, booking.venueAddress].filter((part) => part.trim()).join(', '),
          parkingNotes: booking.parkingNotes ?? '',
          prepSheet: settings.prepSheet ?? '',
        },
        settings,
      ),
      note: `To send on ${longDate(addCalendarDays(booking.eventDate, -1))}, the day before.`,
    },
    // From the day after the wedding: her thanks, the review links and her link to write a testimonial.
    ...(booking.status !== 'cancelled' && sacramentoDate(new Date()) > booking.eventDate
      ? [
          {
            key: 'thank-you',
            label: `Thank ${firstName}`,
            ariaLabel: `Text ${firstName} your thanks, with your review links`,
            body: thankYouText(
              booking,
              {
                reviewLinks: settings.reviewLinks ?? [],
                link: booking.thankYou.link,
                lastDay: booking.thankYou.lastDay,
              },
              settings,
            ),
            note: `Her testimonial link works until ${longDate(booking.thankYou.lastDay)}.`,
          },
        ]
      : []),
    // Each person who pays for herself: her own share, to her own phone.
    ...booking.party.flatMap((person): Shown[] =>
      person.share
        ? [
            {
              key: `share-${person.id}`,
              label: `${person.name}'s share`,
              body: personShareText(booking, { name: person.name, share: person.share }, settings),
              note: person.phone
                ? `To ${firstNameOf(person.name)}'s phone, ${displayPhone(person.phone)}.`
                : `No phone for ${firstNameOf(person.name)} in the party: choose her in Messages.`,
              to: { name: person.name, phone: person.phone },
            },
          ]
        : [],
    ),
  ];

  // Once her link is made from a text's row, focus moves to that text's link (the button that made it is gone).
  const focusKey = useRef<string | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!link || !focusKey.current) return;
    listRef.current?.querySelector<HTMLElement>(`a[data-text="${focusKey.current}"]`)?.focus();
    focusKey.current = undefined;
  }, [link]);

  const makeFor = async (key: string) => {
    setMaking(key);
    setFailure(undefined);
    focusKey.current = key;
    try {
      await make();
    } catch (error) {
      focusKey.current = undefined;
      setFailure({ key, message: `No link was made: ${reasonOf(error)}` });
    } finally {
      setMaking(undefined);
    }
  };

  return (
    <Box aria-labelledby="texts-title">
      <h3 id="texts-title">Texts to {firstName}</h3>
      <p>Each opens your Messages with the text written out, to {displayPhone(booking.clientPhone)}. You send it.</p>
      <Texts ref={listRef}>
        {texts.map((text) => (
          <Text key={text.key}>
            <div className="head">
              <span>{text.label}</span>
              {text.body !== undefined && text.to ? (
                // Her phone when the party has it, else a text with no number: she picks her in Messages.
                <Button as="a" href={smsHref(text.to.phone, text.body)} $size="sm" data-text={text.key}>
                  Text {firstNameOf(text.to.name)} her share
                </Button>
              ) : text.body !== undefined ? (
                <Button
                  as="a"
                  href={smsHref(booking.clientPhone, text.body)}
                  $size="sm"
                  data-text={text.key}
                  aria-label={text.ariaLabel ?? `Text the ${text.label.toLowerCase()} to ${firstName}`}
                >
                  Text {firstName}
                </Button>
              ) : (
                <Button
                  type="button"
                  $size="sm"
                  disabled={making !== undefined}
                  aria-describedby={`texts-needs-${text.key}`}
                  onClick={() => void makeFor(text.key)}
                >
                  Make {firstName}&apos;s signing link
                </Button>
              )}
            </div>
            {text.note && text.body !== undefined && <p>{text.note}</p>}
            {text.body !== undefined ? (
              <MessagePreview text={text.body} />
            ) : (
              <p id={`texts-needs-${text.key}`}>{text.needs}</p>
            )}
            {failure?.key === text.key && <FieldError role="alert">{failure.message}</FieldError>}
          </Text>
        ))}
      </Texts>
    </Box>
  );
}
