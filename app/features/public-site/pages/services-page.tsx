import styled from 'styled-components';
import { smsHref } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Container, Eyebrow, Section, SectionTitle } from '#shared/ui/layout.tsx';
import { HScroller } from '../components/h-scroller.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { ServiceMenu } from '../components/service-menu.tsx';
import { CHECK_YOUR_DATE_ID, CheckYourDateSection } from '../check-your-date/check-your-date-section.tsx';
import { SERVICES_HEADER } from '../data/artwork.ts';
import { usePublicList } from '../data/public-data.tsx';
import { HOW_TO_BOOK } from '../data/services.ts';
import { paragraphs } from './policies-page.tsx';

/**
 * On a phone the rows below show one card per screen width, so the whole price list comes first, as on the home
 * page: every service and its price within two screens, no swiping. Wider screens see several cards at once.
 */
const Glance = styled.section`
  margin-bottom: ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.md};
  }
  ${media.md} {
    display: none;
  }
`;

const Row = styled.section`
  & + & {
    margin-top: ${theme.space.xl};
  }
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs} ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.xs};
    letter-spacing: ${theme.tracking.wide};
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
`;

const ServiceCard = styled.article`
  width: min(78vw, 280px);
  display: flex;
  flex-direction: column;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.lg};
  h3 {
    font-size: 1.4rem;
    margin-bottom: ${theme.space.md};
  }
  ul {
    margin: ${theme.space.md} 0 0;
    padding-left: 1.1rem;
    font-size: ${theme.fontSizes.sm};
  }
`;

const TypeLabel = styled.p`
  font-size: ${theme.fontSizes.xs};
  letter-spacing: ${theme.tracking.wider};
  text-transform: uppercase;
  color: ${theme.colors.muted};
  margin-bottom: ${theme.space.xs};
`;

const PriceLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: auto 0 0;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.line};
  strong {
    font-family: ${theme.fonts.display};
    font-size: 1.75rem;
    font-weight: 600;
    color: ${theme.colors.roseDeep};
  }
  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Panel = styled.section`
  background: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.line};
  h3 {
    font-size: 1.45rem;
    margin-bottom: ${theme.space.xs};
  }
  ul {
    list-style: none;
    margin: ${theme.space.md} 0 0;
    padding: 0;
  }
  li {
    padding: 6px 0 6px 1.5rem;
    position: relative;
    &::before {
      content: '';
      position: absolute;
      left: 2px;
      top: 0.95em;
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: ${theme.colors.rose};
    }
  }
`;

const Subtitle = styled.p`
  color: ${theme.colors.roseDeep};
  font-weight: 600;
  margin: 0;
`;

const Centered = styled.div`
  text-align: center;
  max-width: ${theme.layout.narrow};
  margin: 0 auto;
`;

const Steps = styled.ol`
  text-align: left;
  display: inline-grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0 ${theme.space.xl};
  padding-left: 1.5rem;
  li::marker {
    color: ${theme.colors.roseDeep};
    font-weight: 700;
  }
`;

const DateHint = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: ${theme.fontSizes.sm};
`;

const PolicyGrid = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  div {
    background: ${theme.colors.white};
    border-left: 3px solid ${theme.colors.rose};
    border-radius: ${theme.radii.sm};
    padding: ${theme.space.md} ${theme.space.lg};
  }
  dt {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  dd {
    margin: ${theme.space.xs} 0 0;
  }
`;

const Heading = styled(SectionTitle)`
  text-align: center;
  margin-bottom: ${theme.space.lg};
`;

export function ServicesPage() {
  const site = useSite();
  const policies = usePublicList('policies');
  const included = [
    { title: 'Bridal Services', items: site.included.bridal },
    { title: 'All Services', items: site.included.all },
    { title: 'On Location Services', subtitle: site.included.onLocationNote, items: site.included.onLocation },
  ].filter((panel) => panel.items.length > 0);
  return (
    <>
      <PageHeader
        eyebrow={site.serviceArea}
        title="SERVICES AND PRICES"
        lead="Bridal, special event and photoshoot makeup, plus 1:1 lessons."
        image={SERVICES_HEADER}
      />
      <Section>
        <Container>
          <Glance aria-labelledby="glance-title">
            <h2 id="glance-title">Prices at a glance</h2>
            <ServiceMenu dense />
          </Glance>
          {site.serviceGroups.map((group, groupIndex) => (
            <Row key={groupIndex}>
              <RowHead>
                <h2 id={`group-${groupIndex}`}>{group.name}</h2>
                {group.note && <p>{group.note}</p>}
              </RowHead>
              <HScroller label={group.name} arrowsFromMd snap>
                {group.items.map((item, itemIndex) => (
                  <ServiceCard key={itemIndex} aria-label={item.name}>
                    {item.typeLabel && <TypeLabel>{item.typeLabel}</TypeLabel>}
                    <h3>{item.name}</h3>
                    {item.bullets.length > 0 && (
                      <ul aria-label={`${item.name} includes`}>
                        {item.bullets.map((line, lineIndex) => (
                          <li key={lineIndex}>{line}</li>
                        ))}
                      </ul>
                    )}
                    <PriceLine>
                      <strong>{formatPrice(item.price)}</strong>
                      <span>{item.durationMinutes} min</span>
                    </PriceLine>
                  </ServiceCard>
                ))}
              </HScroller>
            </Row>
          ))}
        </Container>
      </Section>

      <Section $tone="cream" aria-labelledby="included-title">
        <Container>
          <Eyebrow style={{ textAlign: 'center' }}>Every booking</Eyebrow>
          <Heading id="included-title">WHAT&apos;S INCLUDED</Heading>
          <Panels>
            {included.map((panel) => (
              <Panel key={panel.title} aria-label={panel.title}>
                <h3>{panel.title}</h3>
                {panel.subtitle && <Subtitle>({panel.subtitle})</Subtitle>}
                <ul>
                  {panel.items.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </Panel>
            ))}
          </Panels>
        </Container>
      </Section>

      <Section aria-labelledby="book-title">
        <Centered>
          <Heading id="book-title">HOW TO BOOK</Heading>
          <p>
            Text me at <a href={smsHref(site.phone)}>{site.phone}</a> and include:
          </p>
          <Steps>
            {HOW_TO_BOOK.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Steps>
          <div>
            <Button as="a" href={smsHref(site.phone)}>
              Book Now
            </Button>
          </div>
          <DateHint>
            Or <a href={`#${CHECK_YOUR_DATE_ID}`}>check your date</a> first: the text writes itself.
          </DateHint>
        </Centered>
      </Section>

      <CheckYourDateSection />

      <Section aria-labelledby="policies-title">
        <Container $narrow>
          <Heading id="policies-title">POLICIES</Heading>
          {/* Her own policies from the Policies tab: the one copy, shown here and on /policies. */}
          {policies.status === 'loading' && <StatusLine role="status">Loading policies...</StatusLine>}
          {policies.status === 'failed' && (
            <StatusLine role="status">The policies could not be loaded right now.</StatusLine>
          )}
          {policies.status === 'loaded' && (
            <PolicyGrid>
              {policies.items.map((policy) => (
                <div key={policy.id}>
                  <dt>{policy.title}</dt>
                  {paragraphs(policy.content).map((text, index) => (
                    <dd key={index}>{text}</dd>
                  ))}
                </div>
              ))}
            </PolicyGrid>
          )}
        </Container>
      </Section>
    </>
  );
}
