import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { notFoundPathShown } from '#contract/routes.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card, Container, PageTitle, Section } from '#shared/ui/layout.tsx';

const Hint = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${theme.fontSizes.sm};
  background: ${theme.colors.cream};
  border-radius: ${theme.radii.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  overflow-wrap: anywhere;
`;

const Panel = styled(Card)`
  text-align: center;
  padding: ${theme.space.xl} ${theme.space.lg};
`;

export function NotFoundPage() {
  const [location] = useLocation();
  return (
    <Section>
      <Container $narrow>
        <Panel>
          <PageTitle>404 Page Not Found</PageTitle>
          <Hint>
            Did you forget to add the page to the router? No route matches <code>{notFoundPathShown(location)}</code>.
          </Hint>
          <p>The page you are looking for may have moved. Let&apos;s get you back to something beautiful.</p>
          <Button as={Link} href="/">
            Back to Home
          </Button>
        </Panel>
      </Container>
    </Section>
  );
}
