import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { firstNameOf } from '#contract/booking-texts.ts';
import { longDate } from '#contract/calendar-day.ts';
import { CLIENT_EMAIL_LABELS, SEND_AT_WORDS, type ClientEmailLine } from '#contract/client-emails.ts';
import { theme } from '#shared/theme.ts';
import { FieldHint } from '#shared/ui/form-controls.tsx';
import { SwitchField } from '../ui/form-controls.tsx';
import { SideBox } from './side-box.ts';

// Her client's automatic e-mails (contract/client-emails.ts) on the booking: the switch that turns them off for this
// booking, and the list of what goes when, as the booking's answer says it.

/** The booking form's switch, under the client's e-mail. */
export function AutoEmailsSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div data-booking-field="autoEmails">
      <SwitchField label="Send her the reminders by e-mail" checked={on} onChange={onChange} />
      <FieldHint>
        {on
          ? `With her e-mail: the summary, the agreement and balance reminders, the day-before note and a thank-you, each at ${SEND_AT_WORDS} on its day.`
          : 'Nothing goes to her by itself: text her from the booking.'}
      </FieldHint>
    </div>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.colors.line};
    font-size: ${theme.fontSizes.sm};
  }
  .what {
    font-weight: 600;
  }
  .when {
    color: ${theme.colors.muted};
  }
`;

const Box = styled(SideBox)`
  margin-top: ${theme.space.md};
  > p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const sentWords = (sentAt: string) =>
  new Date(sentAt).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function statusWords(line: ClientEmailLine): string {
  switch (line.status) {
    case 'sent':
      return `Sent ${line.sentAt ? sentWords(line.sentAt) : ''}`.trim();
    case 'planned':
      return `Goes ${longDate(line.plannedFor)}, ${SEND_AT_WORDS}`;
    case 'off':
      return 'Off';
    case 'not-needed':
      return 'Not needed';
  }
}

/** The booking's automatic e-mails, each with its day and whether it went. */
export function BookingEmails({ booking }: { booking: BookingAnswer }) {
  const first = firstNameOf(booking.clientName);
  // On, with her address, and still every one "off": the server has no mail set up (SMTP_URL).
  const mailOff =
    booking.autoEmails && booking.clientEmail !== '' && booking.emails.every((line) => line.status === 'off');
  const why = !booking.autoEmails
    ? 'Turned off for this booking.'
    : !booking.clientEmail
      ? `Add ${first}'s e-mail to send them.`
      : mailOff
        ? 'Your site has no mail set up (SMTP_URL), so none goes out by itself: text her from the booking.'
        : `To ${booking.clientEmail}, from your name; her replies come to you.`;
  return (
    <Box aria-labelledby="emails-title">
      <h3 id="emails-title">E-mails to {first}</h3>
      <p>{why}</p>
      <List>
        {booking.emails.map((line) => (
          <li key={`${line.kind}-${line.personId}`} data-email={line.kind} data-status={line.status}>
            <span className="what">
              {CLIENT_EMAIL_LABELS[line.kind]}
              {line.personId ? ` to ${firstNameOf(line.to)}` : ''}
            </span>
            <span className="when">{statusWords(line)}</span>
          </li>
        ))}
      </List>
    </Box>
  );
}
