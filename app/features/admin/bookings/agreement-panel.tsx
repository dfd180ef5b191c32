import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { paperSignatureInput, type AgreementVersion, type SignatureRecord } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { TextSender } from '#contract/booking-texts.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { FormActions, TextField } from '../ui/form-controls.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { SideBox } from './side-box.ts';
import { SigningLinkControls } from './signing-link.tsx';
import { publishAgreementWaiting } from '../ui/signing-link-state.ts';

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
`;

const Badge = styled.span<{ $signed: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme, $signed }) => ($signed ? theme.colors.white : theme.colors.ink)};
  background: ${({ theme, $signed }) => ($signed ? theme.colors.success : theme.colors.champagne)};
`;

const Detail = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
`;

const Versions = styled.details`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    font-weight: 600;
    /* As flex, the summary loses its disclosure triangle: drawn here, so "1 version" reads as something to open. */
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::before {
      content: '';
      width: 0;
      height: 0;
      border-style: solid;
      border-width: 5px 0 5px 7px;
      border-color: transparent transparent transparent currentColor;
      transition: transform 0.15s ease;
    }
  }
  &[open] summary::before {
    transform: rotate(90deg);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.xs};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px dashed ${theme.colors.line};
  }
  .what {
    flex: 1 1 12rem;
  }
`;

const STATUS_WORDS: Record<AgreementVersion['status'], string> = {
  signed: 'Signed',
  unsigned: 'Unsigned',
  superseded: 'Superseded',
};

const PACIFIC_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "on paper, May 2, 2026" or "on her phone, May 2, 2026, 3:04 PM": a paper copy's record has the day alone. */
const signedWhen = (signature: SignatureRecord) =>
  signature.method === 'paper'
    ? `on paper, ${longDate(signature.signedAt)}`
    : `on her phone, ${PACIFIC_TIME.format(new Date(signature.signedAt))}`;

const pdfHref = (bookingId: string, version: number) =>
  `${api.adminBookings.agreementPdf.path({ id: bookingId })}?version=${version}`;

/**
 * A booking's agreement, for the booking's view: whether the current version is signed (on her phone or on paper),
 * her client's signing link while it is not, its PDF, marking a paper copy signed, opening a new version (the only
 * way to void a signature), and every version kept. The booking's `updatedAt` reloads it after an edit that may
 * have changed the text.
 */
export function AgreementPanel({
  booking,
  settings,
}: {
  booking: BookingAnswer;
  settings: Pick<TextSender, 'artistName'>;
}) {
  const { id: bookingId, updatedAt } = booking;
  const { call } = useAdminSession();
  const toast = useToast();
  const [versions, setVersions] = useState<AgreementVersion[] | null>(null);
  const [unavailable, setUnavailable] = useState<string>();
  const [signedOn, setSignedOn] = useState(() => sacramentoDate(new Date()));
  const [dateError, setDateError] = useState<string>();
  const { pending, failure, run } = useSubmit();
  const [confirm, confirmDialog] = useConfirm();

  /** Loads the versions; `quietly` (a refresh on her return) keeps what is shown when it fails, offline say. */
  const load = useCallback(
    async (quietly = false) => {
      try {
        setVersions(await call(api.adminBookings.agreement, { params: { id: bookingId } }));
        setUnavailable(undefined);
      } catch (error) {
        if (quietly || (error instanceof ApiError && error.status === 401)) return;
        setVersions(null);
        setUnavailable(
          error instanceof ApiError && error.status === 404 ? error.message : `Could not load it: ${reasonOf(error)}`,
        );
      }
    },
    [bookingId, call],
  );

  useEffect(() => {
    void load();
  }, [load, updatedAt]);
  // The bride signs on her own phone: coming back to the dashboard (another app, another tab) shows it at once.
  useEffect(() => {
    const reloadWhenSeen = () => {
      if (document.visibilityState === 'visible') void load(true);
    };
    document.addEventListener('visibilitychange', reloadWhenSeen);
    window.addEventListener('focus', reloadWhenSeen);
    return () => {
      document.removeEventListener('visibilitychange', reloadWhenSeen);
      window.removeEventListener('focus', reloadWhenSeen);
    };
  }, [load]);

  const current = versions?.at(-1);
  // The Texts panel puts her signing link in the PIN text only while the current version waits to be signed.
  useEffect(() => {
    if (current) publishAgreementWaiting(bookingId, current.signature === null);
  }, [bookingId, current]);

  const markPaper = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const checked = v.safeParse(paperSignatureInput, { signedOn });
      if (!checked.success) {
        setDateError(firstIssueMessage(checked.issues));
        throw new SaveFailed('Please fix the date; nothing was marked.');
      }
      try {
        setVersions(await call(api.adminBookings.agreementPaper, { params: { id: bookingId }, body: checked.output }));
        setDateError(undefined);
        toast({ title: 'Success', description: 'Paper copy marked signed', variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field === 'signedOn') setDateError(error.message);
        if (error instanceof ApiError && error.status !== 401) {
          throw new SaveFailed(`Nothing was marked: ${error.message}`);
        }
        throw error;
      }
    });
  };

  const newVersion = async () => {
    if (!current) return;
    const ok = await confirm({
      title: 'Make a new version?',
      description: `Version ${current.version} stays kept as it was signed, marked superseded. Version ${current.version + 1} starts unsigned, and your client signs it again from her signing link.`,
      confirmLabel: 'Make new version',
    });
    if (!ok) return;
    try {
      setVersions(await call(api.adminBookings.agreementNewVersion, { params: { id: bookingId } }));
      toast({ title: 'Success', description: `Version ${current.version + 1} is ready to sign`, variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to make a new version: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <SideBox aria-labelledby={`agreement-title-${bookingId}`} data-testid="agreement-panel">
      <h3 id={`agreement-title-${bookingId}`}>Booking agreement</h3>
      {unavailable && <Detail>{unavailable}</Detail>}
      {!unavailable && !current && <Detail>Loading…</Detail>}
      {current && (
        <>
          <StatusLine data-testid="agreement-status">
            <Badge $signed={current.signature !== null}>
              {current.signature?.method === 'paper' ? 'Signed on paper' : STATUS_WORDS[current.status]}
            </Badge>
            <span>Version {current.version}</span>
          </StatusLine>
          <Detail>
            {current.signature ? (
              <>
                Signed by <strong>{current.signature.signedName}</strong> {signedWhen(current.signature)}.
              </>
            ) : (
              'Waiting for your client to sign it from her signing link, or for a paper copy.'
            )}
          </Detail>
          {!current.signature && <SigningLinkControls booking={booking} settings={settings} />}
          <Actions>
            <Button as="a" href={pdfHref(bookingId, current.version)} download $size="sm" $variant="secondary">
              Download PDF
            </Button>
            {current.signature && (
              <Button type="button" $size="sm" $variant="secondary" onClick={() => void newVersion()}>
                New version
              </Button>
            )}
          </Actions>
          {!current.signature && (
            <form onSubmit={markPaper} noValidate aria-label="Mark a paper copy signed">
              <TextField
                label="Paper copy signed on"
                type="date"
                max={sacramentoDate(new Date())}
                value={signedOn}
                error={dateError}
                onChange={(value) => {
                  setSignedOn(value);
                  setDateError(undefined);
                }}
              />
              <FormActions>
                <Button type="submit" $size="sm" disabled={pending}>
                  Mark paper copy signed
                </Button>
                <FormFailure message={failure} />
              </FormActions>
            </form>
          )}
          <Versions>
            <summary>{versions!.length === 1 ? '1 version' : `${versions!.length} versions`}</summary>
            <ol aria-label="Agreement versions">
              {[...versions!].reverse().map((version) => (
                <li key={version.version}>
                  <span className="what">
                    <strong>Version {version.version}</strong> · {STATUS_WORDS[version.status]}
                    {version.signature && (
                      <>
                        {' '}
                        · signed by {version.signature.signedName} {signedWhen(version.signature)}
                      </>
                    )}
                  </span>
                  <Button
                    as="a"
                    href={pdfHref(bookingId, version.version)}
                    download
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Download version ${version.version} as PDF`}
                  >
                    PDF
                  </Button>
                </li>
              ))}
            </ol>
          </Versions>
        </>
      )}
      {confirmDialog}
    </SideBox>
  );
}
