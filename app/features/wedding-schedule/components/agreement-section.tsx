import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ClientAgreement } from '#contract/agreement.ts';
import { firstNameOf } from '#contract/booking-texts.ts';
import { signsFromLinkMessage } from '#contract/messages.ts';
import { ApiError } from '#shared/api-client.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '#shared/ui/form-controls.tsx';
import { fetchAgreementPdf, type AgreementAccess } from '../api/agreement.ts';
import { saveFile } from '../save-file.ts';
import {
  AgreementCard,
  AgreementStatus,
  AgreementText,
  Notice,
  SignatureView,
  TextHash,
} from './agreement-document.tsx';
import { CardTitle } from './schedule-styles.tsx';

// The bride's booking agreement on her schedule's page, read-only: everyone with the PIN (her whole party) can
// read it and download its PDF, and she signs it from the link the artist texted to her alone.

const Download = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
  ${media.print} {
    display: none;
  }
`;

/** Why the PDF waits, on its own line under the greyed-out button, in the text's colour rather than a hint's. */
const Waiting = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
`;

export interface AgreementSectionProps {
  agreement: ClientAgreement;
  /** The client's name on the schedule, who signs it from her link. */
  clientName: string;
  /** How to fetch the PDF now; undefined while the phone is offline or the schedule is gone. */
  access: AgreementAccess | undefined;
  /** Why the PDF waits, when `access` is undefined. */
  unavailable: string;
}

export function AgreementSection({ agreement, clientName, access, unavailable }: AgreementSectionProps) {
  const { artistName } = useSite();
  const waitingId = useId();
  const [pdf, setPdf] = useState<{ pending: boolean; failure?: string }>({ pending: false });
  const signed = agreement.status === 'signed';

  const download = async () => {
    if (!access) return;
    setPdf({ pending: true });
    try {
      const { blob, fileName } = await fetchAgreementPdf(access);
      saveFile(blob, fileName);
      setPdf({ pending: false });
    } catch (error) {
      setPdf({
        pending: false,
        failure: error instanceof ApiError ? error.message : 'The PDF could not be fetched. Please try again.',
      });
    }
  };

  return (
    <AgreementCard as="section" aria-labelledby="agreement-title" data-agreement="">
      <CardTitle id="agreement-title">Booking agreement</CardTitle>
      <AgreementStatus version={agreement.version} signed={signed} />
      {!signed && (
        <Notice $tone="quiet" role="note" data-signs-from-link="">
          {signsFromLinkMessage(firstNameOf(clientName), artistName)}.
        </Notice>
      )}
      <AgreementText agreement={agreement} />
      {signed ? (
        <SignatureView
          signed={{ name: agreement.signedName ?? '', at: agreement.signedAt ?? '', sha256: agreement.sha256 }}
        />
      ) : (
        <TextHash sha256={agreement.sha256} />
      )}
      <Download>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={!access || pdf.pending}
          aria-describedby={access ? undefined : waitingId}
          onClick={() => void download()}
        >
          {pdf.pending ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
        {/* Why it is greyed out, beside it, and read with it. */}
        {!access && <Waiting id={waitingId}>{unavailable}</Waiting>}
        {pdf.failure && (
          <FieldError role="alert" style={{ flexBasis: '100%', textAlign: 'center' }}>
            {pdf.failure}
          </FieldError>
        )}
      </Download>
    </AgreementCard>
  );
}
