import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import type { BookedPerson } from './timeline-draft.ts';

const Box = styled.section`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.gold};
  background: ${theme.colors.cream};
  border-radius: ${theme.radii.sm};
  h4 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
  button {
    min-height: 44px;
    text-transform: none;
    letter-spacing: 0;
  }
`;

/**
 * The booking's people added since the timeline was built: each one tap from her rows (one per service), so a change
 * in the booking is never typed twice.
 */
export function NotInTimeline({
  missing,
  onAdd,
}: {
  missing: readonly BookedPerson[];
  onAdd: (person: BookedPerson) => void;
}) {
  if (missing.length === 0) return null;
  return (
    <Box aria-labelledby="not-in-timeline-title">
      <h4 id="not-in-timeline-title">Not in the timeline yet</h4>
      <p>In the booking, but not in the chair below:</p>
      <ul>
        {missing.map((person) => (
          <li key={person.id}>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={`Add ${person.name} (${person.services.join(', ')})`}
              onClick={() => onAdd(person)}
            >
              + {person.name}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
