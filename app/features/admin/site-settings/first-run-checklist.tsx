import styled from 'styled-components';
import type { PlaceholderFact } from '#contract/site-settings-defaults.ts';
import { theme } from '#shared/theme.ts';

const Box = styled.div`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
  button {
    /* Its first line, not its last, on the line of the bullet. */
    vertical-align: top;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${theme.colors.ink};
    text-align: left;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
`;

/** Puts the cursor in a field, brought to the middle of the screen (clear of the sticky bars above and below). */
export function focusField(path: string) {
  const element =
    document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`) ??
    document.querySelector<HTMLElement>(`[data-field^="${CSS.escape(path)}."]`);
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

/** The facts of her saved settings still holding a first-run placeholder; each takes her to its field. */
export function FirstRunChecklist({ facts }: { facts: readonly PlaceholderFact[] }) {
  if (facts.length === 0) return null;
  return (
    <Box role="region" aria-labelledby="first-run-title">
      <h2 id="first-run-title">Still to make your own</h2>
      <ul>
        {facts.map(({ field, fact }) => (
          <li key={fact}>
            <button type="button" onClick={() => focusField(field)}>
              {fact}
            </button>
          </li>
        ))}
      </ul>
    </Box>
  );
}
