import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { smsHref } from '#contract/phone.ts';
import { useSite } from '#shared/site-settings.tsx';
import { theme } from '#shared/theme.ts';
import { Container, Section } from '#shared/ui/layout.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { answerParts } from '../data/policy-links.ts';
import { usePublicList } from '../data/public-data.tsx';

/*
 * The WAI-ARIA accordion pattern in plain elements, styled from one wrapper. A component library's accordion made
 * hydrating this page cost about a quarter of a second on a mid-range phone (Lighthouse TBT 375 ms against about
 * 100 ms on the other pages), which is most of what kept /faqs under its performance target.
 */
const Questions = styled.div`
  display: grid;
  gap: ${theme.space.md};

  .faq {
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.soft};
    overflow: hidden;
  }
  .faq:has([aria-expanded='true']) {
    border-color: ${theme.colors.blush};
  }

  h2 {
    margin: 0;
    font-size: inherit;
  }

  button {
    width: 100%;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.md} ${theme.space.lg};
    min-height: 60px;
    border: 0;
    background: none;
    cursor: pointer;
    text-align: left;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
    color: ${theme.colors.ink};
    &:hover {
      color: ${theme.colors.roseDeep};
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  }
  svg {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    color: ${theme.colors.roseDeep};
    transition: transform ${theme.motion.normal};
  }
  [aria-expanded='true'] svg {
    transform: rotate(45deg);
  }

  [role='region'] {
    padding: 0 ${theme.space.lg} ${theme.space.lg};
    white-space: pre-line;
  }
  [role='region'] p {
    margin: 0;
  }
`;

const Closing = styled.p`
  text-align: center;
  margin-top: ${theme.space.xl};
`;

export function FaqsPage() {
  const site = useSite();
  const faqs = usePublicList('faqs');
  // An answer naming one of her policies ("The Travel Fee policy has the amounts") links to it; the server sends
  // them with the page (contract/routes.ts), so the links are there from the first paint.
  const policies = usePublicList('policies');
  const linkable = policies.status === 'loaded' ? policies.items : [];
  // One answer open at a time; choosing the open question again closes it.
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        eyebrow="Good to know"
        title="Frequently Asked Questions"
        lead="Trials, timing, travel and everything in between."
      />
      <Section>
        <Container $narrow>
          {faqs.status === 'loading' && <StatusLine role="status">Loading FAQs...</StatusLine>}
          {faqs.status === 'failed' && (
            <StatusLine role="status">
              The questions could not be loaded right now. Please refresh the page to try again.
            </StatusLine>
          )}
          {faqs.status === 'loaded' && faqs.items.length === 0 && (
            <StatusLine>No questions have been added yet. Text me with anything you would like to know.</StatusLine>
          )}
          {faqs.status === 'loaded' && faqs.items.length > 0 && (
            <Questions>
              {faqs.items.map((faq) => {
                const open = openId === faq.id;
                return (
                  <div className="faq" key={faq.id}>
                    {/* Each question is a level-2 heading: the next level under the page's h1, as screen readers expect. */}
                    <h2>
                      <button
                        type="button"
                        id={`faq-question-${faq.id}`}
                        aria-expanded={open}
                        aria-controls={`faq-answer-${faq.id}`}
                        onClick={() => setOpenId(open ? null : faq.id)}
                      >
                        {faq.question}
                        <svg
                          viewBox="0 0 24 24"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          aria-hidden="true"
                        >
                          <path d="M12 5v14M5 12h14" />
                        </svg>
                      </button>
                    </h2>
                    <div
                      role="region"
                      id={`faq-answer-${faq.id}`}
                      aria-labelledby={`faq-question-${faq.id}`}
                      hidden={!open}
                    >
                      <p>
                        {answerParts(faq.answer, linkable).map((part, index) => (
                          <Fragment key={index}>
                            {part.href ? <Link href={part.href}>{part.text}</Link> : part.text}
                          </Fragment>
                        ))}
                      </p>
                    </div>
                  </div>
                );
              })}
            </Questions>
          )}
          <Closing>
            Still wondering about something? <a href={smsHref(site.phone)}>Send me a text</a> or read the{' '}
            <Link href="/policies">policies</Link>.
          </Closing>
        </Container>
      </Section>
    </>
  );
}
