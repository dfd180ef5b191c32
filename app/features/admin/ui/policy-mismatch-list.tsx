import { useState } from 'react';
import styled from 'styled-components';
import { mismatchedSentences, withSentenceReplaced } from '#contract/policy-figures.ts';
import type { Policy } from '#contract/policy.ts';
import type { RuleSettings } from '#contract/rule-texts.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';

// Where a policy in her own words names a figure her settings disagree with: said in Site Settings and in the
// Policies tab, naming the policy, the figure and her setting, with one tap to write that sentence from her settings.

const Box = styled.section`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  color: ${theme.colors.ink};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
  }
  > p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Item = styled.li`
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.goldDeep};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${theme.space.xs};
  }
  blockquote {
    margin: 0 0 ${theme.space.sm};
    padding-left: ${theme.space.sm};
    border-left: 3px solid ${theme.colors.goldDeep};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** One policy's sentence that disagrees with her settings. */
interface Disagreement {
  policy: Policy;
  sentence: string;
  replacement: string;
  figures: { figure: string; setting: string; value: string }[];
}

/** Her visible policies' sentences that disagree with her settings (hidden ones are published nowhere). */
export function disagreementsOf(policies: readonly Policy[], settings: RuleSettings): Disagreement[] {
  return policies
    .filter((policy) => policy.isVisible !== false)
    .flatMap((policy) => mismatchedSentences(policy.content, settings).map((found) => ({ policy, ...found })));
}

/** The policy with the sentence written from her settings, as the update route takes it. */
export const fixedPolicy = ({ policy, sentence, replacement }: Disagreement) => ({
  title: policy.title,
  content: withSentenceReplaced(policy.content, sentence, replacement),
  isVisible: policy.isVisible,
  sortOrder: policy.sortOrder,
});

/**
 * The disagreements, each with its one-tap fix; nothing at all while there are none. `onFix` saves the policy
 * (and refreshes whatever lists it), resolving once done.
 */
export function PolicyMismatchList({
  policies,
  settings,
  onFix,
  headingId,
}: {
  policies: readonly Policy[];
  settings: RuleSettings;
  onFix: (id: string, body: ReturnType<typeof fixedPolicy>) => Promise<unknown>;
  headingId: string;
}) {
  const [fixing, setFixing] = useState<string | null>(null);
  const found = disagreementsOf(policies, settings);
  if (found.length === 0) return null;
  const fix = async (item: Disagreement) => {
    setFixing(item.sentence);
    try {
      await onFix(item.policy.id, fixedPolicy(item));
    } finally {
      setFixing(null);
    }
  };
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Your policies disagree with your settings</h3>
      <p>Your own words stay as you wrote them; only the sentence you choose is written from your settings.</p>
      <List>
        {found.map((item) => (
          <Item key={`${item.policy.id}:${item.sentence}`}>
            {item.figures.map(({ figure, setting, value }) => (
              <p key={`${figure}:${setting}`}>
                <strong>{item.policy.title}</strong> says {figure}; your setting &ldquo;{setting}&rdquo; is {value}.
              </p>
            ))}
            <blockquote>{item.sentence}</blockquote>
            <p>From your settings: &ldquo;{item.replacement}&rdquo;</p>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={fixing !== null}
              aria-label={`Replace the sentence in ${item.policy.title} with the one from your settings`}
              onClick={() => void fix(item)}
            >
              Replace the sentence
            </Button>
          </Item>
        ))}
      </List>
    </Box>
  );
}
