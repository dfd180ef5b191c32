import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { Card, Container, Section } from '#shared/ui/layout.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { useScrollToHash } from '../components/use-scroll-to-hash.ts';
import { policyAnchors } from '../data/policy-links.ts';
import { usePublicList } from '../data/public-data.tsx';

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const PolicyCard = styled(Card).attrs({ as: 'article' })`
  padding: ${theme.space.lg} clamp(1.25rem, 4vw, 2.5rem);
  border-top: 3px solid ${theme.colors.blush};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** Paragraphs are separated by blank lines; single line breaks inside one are kept. */
export const paragraphs = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

const Paragraph = styled.p`
  white-space: pre-line;
`;

export function PoliciesPage() {
  const policies = usePublicList('policies');
  // Each policy has a place of its own (`/policies#travel-fee-policy`), which the FAQ answers link to.
  const anchors = policyAnchors(policies.status === 'loaded' ? policies.items : []);
  useScrollToHash(policies.status === 'loaded');
  return (
    <>
      <PageHeader
        eyebrow="The details"
        title="Policies"
        lead="Everything you need to know before booking, so your day runs beautifully."
      />
      <Section>
        <Container $narrow>
          {policies.status === 'loading' && <StatusLine role="status">Loading policies...</StatusLine>}
          {policies.status === 'failed' && (
            <StatusLine role="status">
              The policies could not be loaded right now. Please refresh the page to try again.
            </StatusLine>
          )}
          {policies.status === 'loaded' && policies.items.length === 0 && (
            <StatusLine>No policies have been published yet.</StatusLine>
          )}
          {policies.status === 'loaded' && policies.items.length > 0 && (
            <List>
              {policies.items.map((policy) => (
                <PolicyCard key={policy.id} id={anchors.get(policy.id)} aria-labelledby={`policy-${policy.id}`}>
                  <h2 id={`policy-${policy.id}`}>{policy.title}</h2>
                  {paragraphs(policy.content).map((text, index) => (
                    <Paragraph key={index}>{text}</Paragraph>
                  ))}
                </PolicyCard>
              ))}
            </List>
          )}
        </Container>
      </Section>
    </>
  );
}
