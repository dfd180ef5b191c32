import { useCallback } from 'react';
import styled from 'styled-components';
import type { Look } from '#contract/look.ts';
import { theme } from '#shared/theme.ts';
import { PrivatePhotoThumbs } from '#shared/ui/private-photo-thumbs.tsx';
import { CardTitle, DetailsTable, SectionCard } from '../components/schedule-styles.tsx';
import { partyPhotoBlob } from './party-api.ts';

// Her look from the trial, on her own link once the trial is done (the server answers it only then, and only to her
// claimed phone): the products and shades, the lashes, the notes and the trial's photos, so she can see what was
// chosen. The photos come through her link's photo route, with its headers, as her inspiration photos do.

const Notes = styled.p`
  margin: ${theme.space.md} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photos = styled.div`
  margin-top: ${theme.space.md};
`;

export function LookSection({ look, token, artistName }: { look: Look; token: string; artistName: string }) {
  const load = useCallback((photoId: string) => partyPhotoBlob(token, photoId), [token]);
  const rows = [
    ...look.lines.map((line) => ({ label: line.product, value: line.shade })),
    ...(look.lashes ? [{ label: 'Lashes', value: look.lashes }] : []),
  ];
  if (rows.length === 0 && !look.notes && look.photos.length === 0) return null;
  return (
    <SectionCard as="section" aria-labelledby="party-look-title" data-look>
      <CardTitle id="party-look-title">Your look from the trial</CardTitle>
      {rows.length > 0 && (
        <DetailsTable>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </DetailsTable>
      )}
      {look.notes && <Notes>{look.notes}</Notes>}
      {look.photos.length > 0 && (
        <Photos aria-label={`Photos from your trial with ${artistName}`} role="group">
          <PrivatePhotoThumbs photos={look.photos} load={load} />
        </Photos>
      )}
    </SectionCard>
  );
}
