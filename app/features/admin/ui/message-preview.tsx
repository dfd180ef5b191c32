import styled from 'styled-components';
import { theme } from '#shared/theme.ts';

const Details = styled.details`
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
    overflow-wrap: anywhere;
    font-size: ${theme.fontSizes.sm};
  }
`;

/** A text message she is about to send, folded under "Read the message" so a list of them stays short. */
export function MessagePreview({ text }: { text: string }) {
  return (
    <Details>
      <summary>Read the message</summary>
      <p>{text}</p>
    </Details>
  );
}
