import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { FaceCard as FaceCardData } from '#contract/faces.ts';
import type { PrivatePhoto } from '#contract/party-link.ts';
import { media, theme } from '#shared/theme.ts';

// One person's card on Faces: what the artist must see before she touches a face comes first (her allergies,
// highlighted), then her time and chair, services, eyewear, lashes, her look with its trial photos, her inspiration
// photos and, for a minor, her guardian's consent. Photos show from the blobs kept with the page's copy.

const Card = styled.article`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  ${media.sm} {
    padding: ${theme.space.lg};
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: ${theme.space.xs} 0 0;
    font-family: inherit;
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  p,
  ul {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .times {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .quiet {
    color: ${theme.colors.muted};
  }
`;

/** Her allergies: the first thing on her card, on red, so no one starts a face without reading it. */
const Allergies = styled.section<{ $found: boolean }>`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 2px solid ${({ $found }) => ($found ? theme.colors.danger : theme.colors.line)};
  background: ${({ $found }) => ($found ? '#fbeeec' : theme.colors.ivory)};
  color: ${({ $found }) => ($found ? theme.colors.danger : theme.colors.text)};
  h3 {
    margin: 0 0 2px;
    color: inherit;
  }
  p {
    font-weight: ${({ $found }) => ($found ? 700 : 400)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px ${theme.space.sm};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  dt {
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 4px 6px 4px 0;
    border-bottom: 1px solid ${theme.colors.line};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 600;
    width: 40%;
  }
`;

const Photos = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  a,
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    border-radius: ${theme.radii.sm};
  }
  img {
    object-fit: cover;
    background: ${theme.colors.cream};
  }
`;

/** A kept photo, shown from its bytes (a blob: address made while it is on screen). */
function KeptPhoto({ photo, blob, label }: { photo: PrivatePhoto; blob: Blob | undefined; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (!blob || !src) {
    return (
      <span role="img" aria-label={`${label} (not saved on this phone)`} className="quiet">
        No copy
      </span>
    );
  }
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={label} width={photo.width} height={photo.height} data-private-photo={photo.id} />
    </a>
  );
}

function PhotoList({
  photos,
  blobs,
  label,
}: {
  photos: readonly PrivatePhoto[];
  blobs: Readonly<Record<string, Blob>>;
  label: (index: number) => string;
}) {
  return (
    <Photos>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <KeptPhoto photo={photo} blob={blobs[photo.id]} label={label(index)} />
        </li>
      ))}
    </Photos>
  );
}

const EYEWEAR_WORDS: Record<string, string> = {
  neither: 'Neither',
  glasses: 'Glasses',
  contacts: 'Contacts',
};

/** "8:00 AM–8:45 AM, chair 1: Bridesmaid makeup", one line per service on the timeline. */
const timeWords = (time: FaceCardData['times'][number]) =>
  `${time.start}–${time.end} · Chair ${time.chair}${time.artist ? ` with ${time.artist}` : ''} · ${time.service}`;

export function FaceCard({ person, blobs }: { person: FaceCardData; blobs: Readonly<Record<string, Blob>> }) {
  const { allergies, look } = person;
  // Nothing at all from her intake: the artist asks before she starts rather than reading "none".
  const noDetails = allergies.count === 0 && person.eyewear === '' && person.lashes === '';
  return (
    <Card aria-label={person.name} data-face-card={person.personId}>
      <h2>{person.name}</h2>
      <Allergies $found={allergies.count > 0} aria-label={`${person.name}'s allergies`} data-allergies="">
        <h3>Allergies</h3>
        {allergies.count > 0 ? (
          <>
            {allergies.ticked.length > 0 && (
              <p>{allergies.ticked.map((item) => item[0]!.toUpperCase() + item.slice(1)).join(', ')}</p>
            )}
            {allergies.notes && <p>{allergies.notes}</p>}
          </>
        ) : (
          <p>{noDetails ? 'Her details are not in yet: ask before you start.' : 'None noted'}</p>
        )}
      </Allergies>
      {person.times.length > 0 ? (
        person.times.map((time) => (
          <p key={`${time.service}-${time.start}`} className="times">
            {timeWords(time)}
          </p>
        ))
      ) : (
        <p className="quiet">Not on the timeline yet</p>
      )}
      <Facts>
        <dt>Services</dt>
        <dd>{person.services.join(', ') || '—'}</dd>
        <dt>Eyewear</dt>
        <dd>{EYEWEAR_WORDS[person.eyewear] ?? 'Not answered'}</dd>
        <dt>Lashes</dt>
        <dd>
          {[person.lashes && `She chose ${person.lashes}`, look?.lashes && `Trial: ${look.lashes}`]
            .filter(Boolean)
            .join(' · ') || 'Not answered'}
        </dd>
        {person.minor && (
          <>
            <dt>Guardian</dt>
            <dd>
              {person.guardian?.consent
                ? `${person.guardian.name} consented to her services`
                : 'No guardian’s consent yet'}
            </dd>
          </>
        )}
      </Facts>
      {look && (look.lines.length > 0 || look.notes || look.photos.length > 0) && (
        <section aria-label={`${person.name}'s look`}>
          <h3>Her look</h3>
          {look.lines.length > 0 && (
            <Lines>
              <tbody>
                {look.lines.map((line, index) => (
                  <tr key={index}>
                    <th scope="row">{line.product}</th>
                    <td>{line.shade}</td>
                  </tr>
                ))}
              </tbody>
            </Lines>
          )}
          {look.notes && <p style={{ whiteSpace: 'pre-line', marginTop: 4 }}>{look.notes}</p>}
          {look.photos.length > 0 && (
            <PhotoList
              photos={look.photos}
              blobs={blobs}
              label={(index) => `${person.name}'s trial photo ${index + 1}`}
            />
          )}
        </section>
      )}
      {person.inspirationPhotos.length > 0 && (
        <section aria-label={`${person.name}'s inspiration photos`}>
          <h3>Her inspiration</h3>
          <PhotoList
            photos={person.inspirationPhotos}
            blobs={blobs}
            label={(index) => `${person.name}'s inspiration photo ${index + 1}`}
          />
        </section>
      )}
    </Card>
  );
}
