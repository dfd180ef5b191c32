import { formatTime } from '#contract/clock-time.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { formatLongDate } from '../format/schedule-format.ts';
import { CardTitle, DetailsTable, ReadyLine, SectionCard } from './schedule-styles.tsx';

// The spec's Event Details: date, time, location and address (a tap on it opens directions), and under them, when
// her booking has one, the time everyone must be ready by.

/** Directions in the phone's own maps app: Apple Maps on iPhone and iPad, Google Maps everywhere else. */
function directionsLink(destination: string) {
  const query = encodeURIComponent(destination);
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return apple
    ? `https://maps.apple.com/?daddr=${query}`
    : `https://www.google.com/maps/dir/?api=1&destination=${query}`;
}

export function EventDetails({ data }: { data: ClientSchedule }) {
  const { schedule } = data;
  const address = schedule.venueAddress.trim();
  const readyBy = formatTime(data.booking?.readyBy);
  return (
    <SectionCard as="section" aria-labelledby="event-details-title">
      <CardTitle id="event-details-title">Event Details</CardTitle>
      <DetailsTable>
        <tbody>
          <tr>
            <th scope="row">Date</th>
            <td>{formatLongDate(schedule.weddingDate)}</td>
          </tr>
          <tr>
            <th scope="row">Time</th>
            <td>{formatTime(schedule.startTime) || '—'}</td>
          </tr>
          <tr>
            <th scope="row">Location</th>
            <td>{schedule.venueName.trim() || '—'}</td>
          </tr>
          <tr>
            <th scope="row">Address</th>
            <td>
              {address ? (
                <a
                  href={directionsLink([schedule.venueName.trim(), address].filter(Boolean).join(', '))}
                  target="_blank"
                  rel="noreferrer"
                >
                  {address}
                  <span className="visually-hidden"> (opens directions in your maps app)</span>
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        </tbody>
      </DetailsTable>
      {readyBy && <ReadyLine>Everyone ready by {readyBy}</ReadyLine>}
    </SectionCard>
  );
}
