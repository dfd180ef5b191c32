import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import {
  balanceReminderText,
  bookingSummaryText,
  brideMessage,
  firstNameOf,
  retainerReceivedText,
  type TextSender,
} from '#contract/booking-texts.ts';
import { smsHref } from '#contract/phone.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { SideBox } from './side-box.ts';

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
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .head a {
    min-height: 44px;
  }
  summary {
    margin-top: ${theme.space.xs};
    min-height: 32px;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
    cursor: pointer;
  }
  p {
    margin: ${theme.space.xs} 0 0;
    white-space: pre-line;
    font-size: ${theme.fontSizes.sm};
  }
`;

/**
 * The texts she sends from her own phone: each a one-tap sms: link to the client with the message written out (shown
 * here first), which opens her Messages app. Nothing is sent until she sends it there.
 */
export function BookingTexts({ booking, settings }: { booking: BookingAnswer; settings: TextSender }) {
  const firstName = firstNameOf(booking.clientName);
  const texts = [
    { key: 'summary', label: 'Booking summary', body: bookingSummaryText(booking, settings) },
    { key: 'retainer', label: 'Retainer received', body: retainerReceivedText(booking, settings) },
    { key: 'balance', label: 'Balance reminder', body: balanceReminderText(booking, settings) },
    ...(booking.pin
      ? [
          {
            key: 'pin',
            label: 'Schedule PIN',
            body: brideMessage({ clientName: booking.clientName, pin: booking.pin }, settings),
          },
        ]
      : []),
  ];
  return (
    <Box aria-labelledby="texts-title">
      <h3 id="texts-title">Texts to {firstName}</h3>
      <p>Each opens your Messages with the text written out, to {booking.clientPhone}. You send it.</p>
      <Texts>
        {texts.map((text) => (
          <Text key={text.key}>
            <div className="head">
              <span>{text.label}</span>
              <Button
                as="a"
                href={smsHref(booking.clientPhone, text.body)}
                $size="sm"
                data-text={text.key}
                aria-label={`Text the ${text.label.toLowerCase()} to ${firstName}`}
              >
                Text {firstName}
              </Button>
            </div>
            <details>
              <summary>Read the message</summary>
              <p>{text.body}</p>
            </details>
          </Text>
        ))}
      </Texts>
    </Box>
  );
}
