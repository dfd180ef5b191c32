import styled, { css } from 'styled-components';
import { media, theme } from '#shared/theme.ts';

/** The page's column: one hand, one thumb, so everything sits in a single readable column. */
export const Page = styled.section`
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  max-width: 720px;
  margin: 0 auto;
  font-size: 1.125rem;
  ${media.sm} {
    padding-top: ${theme.space.xl};
  }
  ${media.print} {
    padding: 0;
    max-width: none;
    font-size: 11pt;
  }
`;

export const Panel = styled.div`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};
  ${media.sm} {
    padding: ${theme.space.xl};
  }
  ${media.print} {
    box-shadow: none;
    border: 0;
    padding: 0;
  }
`;

export const PanelTitle = styled.h1`
  font-size: clamp(2.25rem, 9vw, 3rem);
  text-align: center;
  margin-bottom: ${theme.space.sm};
`;

export const PanelLead = styled.p`
  text-align: center;
  color: ${theme.colors.muted};
`;

/** A panel's one sentence: loading, refused, not found. */
export const Message = styled.p`
  text-align: center;
  font-size: 1.25rem;
  color: ${theme.colors.ink};
  margin: ${theme.space.xl} 0;
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
`;

export const CardTitle = styled.h2`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space.md};
  ${media.print} {
    font-size: 16pt;
    margin-bottom: 6pt;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: center;
  margin-top: ${theme.space.lg};
  ${media.print} {
    display: none;
  }
`;

/** A section of the schedule under its own title: details, times, money, the agreement. */
export const SectionCard = styled(Panel)`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.lg} ${theme.space.md};
  ${media.sm} {
    padding: ${theme.space.xl};
  }
  ${media.print} {
    margin-top: 14pt;
    padding: 0;
    break-inside: avoid;
  }
`;

/** A cell of the page's tables. */
export const tableCell = css`
  text-align: left;
  vertical-align: top;
  padding: ${theme.space.md} ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.line};
  ${media.print} {
    padding: 4pt 6pt;
  }
`;

// A div, not <header>: the print style hides the site's own <header> chrome.
/** The page's heading block: the name in large type, the date under it in spaced capitals. */
export const PageHeader = styled.div`
  text-align: center;
`;

export const PageTitle = styled.h1`
  font-size: clamp(2.4rem, 10vw, 3.25rem);
  margin-bottom: ${theme.space.xs};
  overflow-wrap: anywhere;
`;

export const PageSubtitle = styled.p`
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.24em;
  text-transform: uppercase;
  color: ${theme.colors.roseDeep};
  font-weight: 600;
  margin-bottom: 0;
`;

/** Label and value rows (date, venue, address…): the labels in small capitals, muted. */
export const DetailsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    ${tableCell};
    width: 32%;
    color: ${theme.colors.muted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    padding-top: 1.15rem;
  }
  td {
    ${tableCell};
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
  }
  tr:last-child > * {
    border-bottom: 0;
  }
`;

/** The one time to hold on to ("Everyone ready by", "Be ready for your chair at"), under the rows. */
export const ReadyLine = styled.p`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border-left: 4px solid ${theme.colors.roseDeep};
  color: ${theme.colors.ink};
  font-weight: 600;
  ${media.print} {
    background: none;
    border-left: 0;
    padding: 4pt 6pt;
  }
`;
