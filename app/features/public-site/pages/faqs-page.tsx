import * as Accordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { Link } from 'wouter';
import { smsLink } from '../../../shared/site-config.ts';
import { Container, Section } from '../../../shared/ui/layout.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { usePublicList } from '../data/public-data.tsx';
import { usePageTitle } from '../seo/page-meta.ts';

const Root = styled(Accordion.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled(Accordion.Item)`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  overflow: hidden;
  &[data-state='open'] { border-color: ${({ theme }) => theme.colors.blush}; }
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled(Accordion.Trigger)`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  min-height: 60px;
  border: 0;
  background: none;
  cursor: pointer;
  text-align: left;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  &:hover { color: ${({ theme }) => theme.colors.roseDeep}; }
  &:focus-visible { outline-offset: -3px; }
  svg {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.roseDeep};
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  &[data-state='open'] svg { transform: rotate(45deg); }
`;

const Content = styled(Accordion.Content)`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  white-space: pre-line;
  p { margin: 0; }
`;

const Closing = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

export function FaqsPage() {
  usePageTitle('/faqs');
  const faqs = usePublicList('faqs');
  return (
    <>
      <PageHeader eyebrow="Good to know" title="Frequently Asked Questions" lead="Trials, timing, travel and everything in between." />
      <Section>
        <Container $narrow>
          {faqs.status === 'loading' && <StatusLine role="status">Loading FAQs...</StatusLine>}
          {faqs.status === 'failed' && <StatusLine role="status">The questions could not be loaded right now. Please refresh the page to try again.</StatusLine>}
          {faqs.status === 'loaded' && faqs.items.length === 0 && (
            <StatusLine>No questions have been added yet. Text me with anything you would like to know.</StatusLine>
          )}
          {faqs.status === 'loaded' && faqs.items.length > 0 && (
            <Root type="single" collapsible>
              {faqs.items.map((faq) => (
                <Item key={faq.id} value={faq.id}>
                  {/* Each question is a level-2 heading: the next level under the page's h1, as screen readers expect. */}
                  <Header asChild>
                    <h2>
                      <Trigger>
                        {faq.question}
                        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
                          <path d="M12 5v14M5 12h14" />
                        </svg>
                      </Trigger>
                    </h2>
                  </Header>
                  <Content>
                    <p>{faq.answer}</p>
                  </Content>
                </Item>
              ))}
            </Root>
          )}
          <Closing>
            Still wondering about something? <a href={smsLink()}>Send me a text</a> or read the <Link href="/policies">policies</Link>.
          </Closing>
        </Container>
      </Section>
    </>
  );
}
