import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import * as v from 'valibot';
import { signAgreementInput, type ClientAgreement, type SignatureRecord } from '#contract/agreement.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, TextField } from '#shared/ui/form-controls.tsx';
import { fetchAgreementPdf, sha256Of, signAgreement, type AgreementAccess } from '../api/agreement.ts';
import { consentOf, documentBlocks, formatSignedAt } from '../format/agreement-format.ts';
import { saveFile } from '../save-file.ts';
import { CardTitle, SectionCard } from './schedule-styles.tsx';

// The bride's booking agreement on her PIN page: the document, its status, and her signature.

/** The document starts on a page of its own when printed. */
const Card = styled(SectionCard)`
  /* Scrolled to after a refused signing: clear of the site's sticky bar. */
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  ${media.print} {
    margin-top: 0;
    break-before: page;
    break-inside: auto;
  }
`;

const StatusLine = styled.p<{ $signed: boolean }>`
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

const Notice = styled.p<{ $tone: 'quiet' | 'warning' }>`
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

const Hash = styled.p`
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

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  ${media.print} {
    display: none;
  }
`;

const Consent = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.white};
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    font-weight: 600;
    color: ${theme.colors.ink};
    cursor: pointer;
  }
  input {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    accent-color: ${theme.colors.roseDeep};
  }
  &[data-invalid] {
    border-color: ${theme.colors.danger};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  ${media.print} {
    display: none;
  }
`;

const WaitNote = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Download = styled(Buttons)`
  margin-top: ${theme.space.lg};
  justify-content: center;
`;

type Errors = Partial<Record<'signedName' | 'agree' | 'form', string>>;

/** A refusal's words beside the field it names, or beside the button. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && (error.field === 'signedName' || error.field === 'agree')) {
    return { [error.field]: error.message };
  }
  return {
    form: error instanceof ApiError ? error.message : 'Something went wrong on this page. Please try again.',
  };
}

export interface AgreementSectionProps {
  agreement: ClientAgreement;
  /** How to reach her agreement now; undefined while the phone is offline or the schedule is gone. */
  access: AgreementAccess | undefined;
  /** Why signing and the PDF wait, when `access` is undefined. */
  unavailable: string;
  /** Fetches her schedule again: after she signed, or when a refusal says the text changed. */
  onChanged: () => Promise<void>;
}

export function AgreementSection({ agreement, access, unavailable, onChanged }: AgreementSectionProps) {
  const blocks = useMemo(() => documentBlocks(agreement.text), [agreement.text]);
  const consent = consentOf(blocks);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [record, setRecord] = useState<SignatureRecord>();
  const [changed, setChanged] = useState(false);
  const [pdf, setPdf] = useState<{ pending: boolean; failure?: string }>({ pending: false });
  const agreeId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // The text she was reading was replaced (a refused signing, or a refresh while she read): say so plainly.
  const readSha = useRef(agreement.sha256);
  useEffect(() => {
    if (readSha.current === agreement.sha256) return;
    readSha.current = agreement.sha256;
    if (agreement.status === 'unsigned') {
      setChanged(true);
      setRecord(undefined);
    }
  }, [agreement.sha256, agreement.status]);

  // A record just made shows at once; the page's refreshed copy then says the same.
  const signed =
    agreement.status === 'signed'
      ? { name: agreement.signedName ?? '', at: agreement.signedAt ?? '', sha256: agreement.sha256 }
      : record && record.version === agreement.version
        ? { name: record.signedName, at: record.signedAt, sha256: record.sha256 }
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!access || pending) return;
    const checked = v.safeParse(signAgreementInput, {
      version: agreement.version,
      signedName: name,
      agree: agree || undefined,
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.issues) {
        const key = v.getDotPath(issue);
        if ((key === 'signedName' || key === 'agree') && !found[key]) found[key] = issue.message;
      }
      setErrors(Object.keys(found).length ? found : { form: checked.issues[0].message });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const sha256 = await sha256Of(agreement.text, agreement.sha256);
      const made = await signAgreement(access, { ...checked.output, sha256 });
      setRecord(made);
      setChanged(false);
      await onChanged();
    } catch (error) {
      setErrors(errorsOf(error));
      if (error instanceof ApiError && error.status === 409) {
        // A newer text, or a signature made meanwhile: fetch what the agreement says now.
        await onChanged();
        // Back to the top of the section, where it says what changed, to read the text again from its start.
        sectionRef.current?.scrollIntoView({ block: 'start' });
      }
    } finally {
      setPending(false);
    }
  };

  const download = async () => {
    if (!access) return;
    setPdf({ pending: true });
    try {
      const { blob, fileName } = await fetchAgreementPdf(access);
      saveFile(blob, fileName);
      setPdf({ pending: false });
    } catch (error) {
      setPdf({ pending: false, failure: errorsOf(error).form ?? 'The PDF could not be fetched. Please try again.' });
    }
  };

  return (
    <Card as="section" ref={sectionRef} aria-labelledby="agreement-title" data-agreement="">
      <CardTitle id="agreement-title">Booking agreement</CardTitle>
      <StatusLine $signed={Boolean(signed)}>
        <strong>{signed ? 'Signed' : 'Not signed yet'}</strong>
        <span>Version {agreement.version}</span>
      </StatusLine>
      {changed && !signed && (
        <Notice $tone="warning" role="status">
          The agreement changed while you were reading it. This is the new text: please read it again before you sign.
        </Notice>
      )}
      {!signed && !access && (
        <Notice $tone="quiet" role="status">
          {unavailable} This is the copy saved on this phone.
        </Notice>
      )}

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
        <Hash>
          SHA-256 of this text:
          <code>{agreement.sha256}</code>
        </Hash>
      </Sheet>

      {signed ? (
        <SignatureBlock role="group" aria-labelledby="signature-title">
          {errors.form && (
            <FieldError role="alert" data-sign-failure="" style={{ marginBottom: '0.5rem' }}>
              {errors.form}
            </FieldError>
          )}
          <h3 id="signature-title">Signature</h3>
          <SignedName>{signed.name}</SignedName>
          <p>Signed {formatSignedAt(signed.at)}</p>
          <Hash style={{ marginTop: 0 }}>
            SHA-256 of the text signed:
            <code data-signed-hash="">{signed.sha256}</code>
          </Hash>
        </SignatureBlock>
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign the agreement">
          <TextField
            label="Your full name"
            autoComplete="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors(({ signedName: _, ...rest }) => rest);
            }}
            error={errors.signedName}
            required
            maxLength={120}
          />
          <Consent data-invalid={errors.agree ? '' : undefined}>
            {consent && <p id={`${agreeId}-consent`}>{consent}</p>}
            <label>
              <input
                type="checkbox"
                checked={agree}
                onChange={(event) => {
                  setAgree(event.target.checked);
                  setErrors(({ agree: _, ...rest }) => rest);
                }}
                required
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={
                  [errors.agree ? `${agreeId}-error` : '', consent ? `${agreeId}-consent` : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              I agree
            </label>
            {errors.agree && <FieldError id={`${agreeId}-error`}>{errors.agree}</FieldError>}
          </Consent>
          <Buttons>
            <Button type="submit" disabled={!access || pending} aria-busy={pending || undefined}>
              {pending ? 'Signing…' : 'Sign'}
            </Button>
            {!access && <WaitNote>Signing needs a connection.</WaitNote>}
            {errors.form && (
              <FieldError role="alert" style={{ flexBasis: '100%' }} data-sign-failure="">
                {errors.form}
              </FieldError>
            )}
          </Buttons>
        </Form>
      )}

      <Download>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={!access || pdf.pending}
          onClick={() => void download()}
        >
          {pdf.pending ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
        {pdf.failure && (
          <FieldError role="alert" style={{ flexBasis: '100%', textAlign: 'center' }}>
            {pdf.failure}
          </FieldError>
        )}
      </Download>
    </Card>
  );
}
