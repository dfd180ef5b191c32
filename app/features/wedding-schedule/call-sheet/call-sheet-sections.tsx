import { useCallback } from 'react';
import styled from 'styled-components';
import type { CallSheet, CallSheetFace } from '#contract/call-sheet.ts';
import { toDollars } from '#contract/money.ts';
import { smsHref, telHref } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { PrivatePhotoThumbs } from '#shared/ui/private-photo-thumbs.tsx';
import { CardTitle, DetailsTable, SectionCard } from '../components/schedule-styles.tsx';
import { callSheetPhotoBlob } from './call-sheet-api.ts';

// The call sheet's parts, in the schedule page's look: where and when, her faces in order (allergies first and on
// red), what to bring, and her own pay. Nothing here reads anything the server did not put on her sheet.

const money = (cents: number) => formatPrice(toDollars(cents));

const Rows = styled(DetailsTable)`
  th {
    width: 36%;
  }
  td {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

export const Arrive = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  text-align: center;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

const Face = styled.article`
  padding: ${theme.space.md} 0;
  & + & {
    border-top: 1px solid ${theme.colors.line};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: ${theme.space.xs} 0;
  }
`;

const Allergies = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fbeeec;
  border: 2px solid ${theme.colors.danger};
  color: ${theme.colors.ink};
  font-weight: 700;
`;

const Quiet = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Total = styled.tr`
  th,
  td {
    font-weight: 700;
  }
`;

export function WhereSection({ sheet }: { sheet: CallSheet }) {
  return (
    <SectionCard as="section" aria-labelledby="sheet-where-title">
      <CardTitle id="sheet-where-title">Where</CardTitle>
      <Rows>
        <tbody>
          <tr>
            <th scope="row">Getting ready</th>
            <td>{sheet.gettingReadyAddress.trim() || 'To be confirmed'}</td>
          </tr>
          <tr>
            <th scope="row">Parking and access</th>
            <td>{sheet.parkingNotes.trim() || '—'}</td>
          </tr>
          <tr>
            <th scope="row">{sheet.chairs.length > 1 ? 'Your chairs' : 'Your chair'}</th>
            <td>{sheet.chairs.map((chair) => `Chair ${chair}`).join(', ')}</td>
          </tr>
        </tbody>
      </Rows>
      <Links>
        {sheet.mapsUrl && (
          <Button as="a" href={sheet.mapsUrl} target="_blank" rel="noopener noreferrer" $size="sm">
            Open in Maps
          </Button>
        )}
        {sheet.leadPhone && (
          <>
            <Button as="a" href={smsHref(sheet.leadPhone)} $size="sm" $variant="secondary">
              Text {sheet.leadName}
            </Button>
            <Button as="a" href={telHref(sheet.leadPhone)} $size="sm" $variant="secondary">
              Call {sheet.leadName}
            </Button>
          </>
        )}
      </Links>
    </SectionCard>
  );
}

function FaceCard({ face, token }: { face: CallSheetFace; token: string }) {
  const load = useCallback((photoId: string) => callSheetPhotoBlob(token, photoId), [token]);
  const allergies = [...face.allergies.ticked, face.allergies.notes.trim()].filter(Boolean);
  return (
    <Face data-face={face.name}>
      <h3>{face.name}</h3>
      {allergies.length > 0 && <Allergies>Allergies: {allergies.join(', ')}</Allergies>}
      {face.times.map((time, index) => (
        <p key={index}>
          <strong>
            {time.start} – {time.end}
          </strong>{' '}
          · Chair {time.chair} · {time.service}
        </p>
      ))}
      {face.services.length > 0 && <p>Services: {face.services.join(', ')}</p>}
      {face.lashes && <p>Lashes: {face.lashes}</p>}
      {face.look && face.look.lines.length > 0 && (
        <p>Look: {face.look.lines.map((line) => [line.product, line.shade].filter(Boolean).join(' ')).join(' · ')}</p>
      )}
      {face.look?.notes && <p>{face.look.notes}</p>}
      {face.photos.length > 0 && (
        <div role="group" aria-label={`Photos for ${face.name}`}>
          <PrivatePhotoThumbs photos={face.photos} load={load} label={(index) => `${face.name}, photo ${index + 1}`} />
        </div>
      )}
    </Face>
  );
}

export function FacesSection({ sheet, token }: { sheet: CallSheet; token: string }) {
  return (
    <SectionCard as="section" aria-labelledby="sheet-faces-title">
      <CardTitle id="sheet-faces-title">Your faces, in order</CardTitle>
      {sheet.faces.length === 0 ? (
        <Quiet>Your faces show here once {sheet.leadName} plans the morning.</Quiet>
      ) : (
        sheet.faces.map((face) => <FaceCard key={face.personId} face={face} token={token} />)
      )}
    </SectionCard>
  );
}

export function BringSection({ bring }: { bring: readonly string[] }) {
  if (bring.length === 0) return null;
  return (
    <SectionCard as="section" aria-labelledby="sheet-bring-title">
      <CardTitle id="sheet-bring-title">Bring</CardTitle>
      <ul>
        {bring.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function PaySection({ pay }: { pay: CallSheet['pay'] }) {
  return (
    <SectionCard as="section" aria-labelledby="sheet-pay-title" data-pay="">
      <CardTitle id="sheet-pay-title">Your pay for the day</CardTitle>
      <Rows>
        <tbody>
          {pay.dayRate !== null ? (
            <tr>
              <th scope="row">Day rate</th>
              <td>{money(pay.dayRate)}</td>
            </tr>
          ) : (
            pay.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  {line.personName} · {line.serviceName}
                </th>
                <td>{money(line.amount)}</td>
              </tr>
            ))
          )}
          {pay.earlyStartFee > 0 && (
            <tr>
              <th scope="row">Early start</th>
              <td>{money(pay.earlyStartFee)}</td>
            </tr>
          )}
          {pay.tips > 0 && (
            <tr>
              <th scope="row">Tips</th>
              <td>{money(pay.tips)}</td>
            </tr>
          )}
          <Total>
            <th scope="row">Total</th>
            <td>{money(pay.total)}</td>
          </Total>
        </tbody>
      </Rows>
    </SectionCard>
  );
}
