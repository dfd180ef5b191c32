import { useMemo, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ELECTRONIC_CONSENT_HEADING, type ClientAgreement } from '#contract/agreement.ts';
import { media, theme } from '#shared/theme.ts';
import { consentOf, documentBlocks, formatSignedAt, type DocumentBlock } from '../format/agreement-format.ts';
import { SectionCard } from './schedule-styles.tsx';

// The booking agreement as the bride reads it, on her schedule's page (read-only) and on her signing page: its
// status, the document under its headings, the signature once signed, and the hash of the text in the small print,
// once: under the document while it waits, in the signature once signed.

/** The document starts on a page of its own when printed. */
export const AgreementCard = styled(SectionCard)`
  /* Scrolled to after a refused signing: clear of the site's sticky bar. */
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  ${media.print} {
    margin-top: 0;
    break-before: page;
    break-inside: auto;
  }
`;

export const StatusLine = styled.p<{ $signed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
  strong {
    display: inline-block;
    padding: 0.1rem 0.7rem;
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    ${({ theme, $signed }) =>
      $signed
        ? css`
            background: ${theme.colors.roseDeep};
            color: ${theme.colors.white};
          `
        : css`
            border: 1px solid ${theme.colors.goldDeep};
            color: ${theme.colors.ink};
          `}
  }
`;

export const Notice = styled.p<{ $tone: 'quiet' | 'warning' }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.ink};
  ${({ theme, $tone }) =>
    $tone === 'warning'
      ? css`
          background: #fff4d6;
          border: 1px solid ${theme.colors.goldDeep};
          font-weight: 600;
        `
      : css`
          background: ${theme.colors.cream};
        `}
  ${media.print} {
    display: none;
  }
`;

/** The document itself: a sheet with a reading measure, its sections under headings. */
const Sheet = styled.article`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  color: ${theme.colors.ink};
  font-size: 1rem;
  line-height: 1.6;
  overflow-wrap: anywhere;
  ${media.sm} {
    padding: ${theme.space.lg} ${theme.space.xl};
  }
  h3 {
    margin: ${theme.space.lg} 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-family: inherit;
    font-weight: 700;
    letter-spacing: 0.12em;
    color: ${theme.colors.roseDeep};
  }
  h3:first-child {
    margin-top: 0;
    font-size: ${theme.fontSizes.md};
  }
  h4 {
    margin: ${theme.space.md} 0 0.15rem;
    font-size: 1rem;
    font-family: inherit;
    font-weight: 700;
  }
  p {
    margin: 0 0 ${theme.space.sm};
    white-space: pre-line;
  }
  ul {
    margin: 0 0 ${theme.space.sm};
    padding-left: 1.25rem;
  }
  ${media.print} {
    padding: 0;
    border: 0;
    background: none;
    font-size: 10.5pt;
    line-height: 1.45;
    h3,
    h4 {
      break-after: avoid;
    }
  }
`;

export const Hash = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
  code {
    display: block;
    font-size: 0.8rem;
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
    word-break: break-all;
  }
`;

const SignatureBlock = styled.div`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.line};
  border-left: 4px solid ${theme.colors.roseDeep};
  background: ${theme.colors.white};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.ink};
  }
  ${media.print} {
    break-inside: avoid;
  }
`;

const SignedName = styled.p`
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/** The version's status: signed or not yet, and its number. */
export function AgreementStatus({ version, signed }: { version: number; signed: boolean }) {
  return (
    <StatusLine $signed={signed}>
      <strong>{signed ? 'Signed' : 'Not signed yet'}</strong>
      <span>Version {version}</span>
    </StatusLine>
  );
}

/** The document's blocks without its last section, the consent to sign electronically, when that is shown apart. */
function withoutConsent(blocks: DocumentBlock[]): DocumentBlock[] {
  const heading = blocks.findIndex((block) => block.kind === 'heading' && block.text === ELECTRONIC_CONSENT_HEADING);
  if (heading === -1 || consentOf(blocks) === undefined) return blocks;
  return [...blocks.slice(0, heading), ...blocks.slice(heading + 2)];
}

/**
 * The agreement's text as headings, paragraphs and lists, every word in order. `consentApart`: its consent to sign
 * electronically (the last section) is left out here, because the signing form shows it beside "I agree".
 */
export function AgreementText({
  agreement,
  consentApart = false,
}: {
  agreement: Pick<ClientAgreement, 'text'>;
  consentApart?: boolean;
}) {
  const blocks = useMemo(() => {
    const all = documentBlocks(agreement.text);
    return consentApart ? withoutConsent(all) : all;
  }, [agreement.text, consentApart]);
  return (
    <Sheet aria-label="The agreement's text">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          block.level === 'section' ? (
            <h3 key={index}>{block.text}</h3>
          ) : (
            <h4 key={index}>{block.text}</h4>
          )
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </Sheet>
  );
}

/** The small print under a document not signed yet: the SHA-256 of its text, for either side to check it by. */
export function TextHash({ sha256 }: { sha256: string }) {
  return (
    <Hash>
      SHA-256 of this text:
      <code>{sha256}</code>
    </Hash>
  );
}

/** The document's consent to sign electronically, as worded in the text: shown beside "I agree", not in the text. */
export const consentOfText = (text: string) => consentOf(documentBlocks(text));

/** Who signed, when, and the hash of the text signed. */
export function SignatureView({
  signed,
  children,
}: {
  signed: { name: string; at: string; sha256: string };
  children?: ReactNode;
}) {
  return (
    <SignatureBlock role="group" aria-labelledby="signature-title">
      {children}
      <h3 id="signature-title">Signature</h3>
      <SignedName>{signed.name}</SignedName>
      <p>Signed {formatSignedAt(signed.at)}</p>
      <Hash style={{ marginTop: 0 }}>
        SHA-256 of the text signed:
        <code data-signed-hash="">{signed.sha256}</code>
      </Hash>
    </SignatureBlock>
  );
}
