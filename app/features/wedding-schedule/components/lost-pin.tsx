import styled from 'styled-components';
import { firstNameOf } from '#contract/booking-texts.ts';
import { smsHref } from '#contract/phone.ts';
import { theme } from '#shared/theme.ts';

const Line = styled.p`
  margin: ${theme.space.lg} 0 0;
  text-align: center;
  font-size: 1rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space.xs};
    color: ${theme.colors.roseDeep};
    font-weight: 600;
  }
`;

/**
 * Under a refused PIN's message and Try Again: the way back to her PIN is a text to the artist, written out, to the
 * phone in her Site Settings.
 */
export function LostPin({ artistName, phone }: { artistName: string; phone: string }) {
  const body = `Hi ${firstNameOf(artistName)}! I lost the PIN for my wedding day schedule. Could you text it to me?`;
  return (
    <Line>
      <a href={smsHref(phone, body)}>Lost your PIN? Text {artistName}</a>
    </Line>
  );
}
