import styled from 'styled-components';
import type { PublicTestimonial } from '#contract/testimonial.ts';
import { smsHref } from '#contract/phone.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme, type Theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Container, Section } from '#shared/ui/layout.tsx';
import { PageHeader, StatusLine } from '../components/page-header.tsx';
import { BUILT_IN_PORTFOLIO } from '../data/artwork.ts';
import { usePublicList } from '../data/public-data.tsx';

/**
 * Shown while the owner has published none and her switch "Show sample testimonials until I have my own" is on, so
 * the page is never empty; each card says "Sample", since no client of hers wrote them.
 */
export const SAMPLE_TESTIMONIALS: PublicTestimonial[] = [
  {
    id: 'sample-1',
    clientName: 'Jessica M.',
    serviceType: 'Bridal Makeup',
    rating: 5,
    content:
      'I felt like the most beautiful version of myself. My makeup lasted through happy tears, a hot outdoor ceremony and hours of dancing, and it looked flawless in every photo.',
  },
  {
    id: 'sample-2',
    clientName: 'Amanda R.',
    serviceType: 'Bridal Party',
    rating: 5,
    content:
      'She did my whole bridal party and kept us perfectly on schedule. Every bridesmaid looked like herself, only glowing. So calm, kind and professional.',
  },
  {
    id: 'sample-3',
    clientName: 'Sofia L.',
    serviceType: '1:1 Lesson',
    rating: 5,
    content:
      'My lesson was worth every minute. I finally understand my skin prep and how to make a soft eye last all day, and the recap sheet is on my mirror.',
  },
];

/** The card and its stars, named here so the contrast test checks the very colours the page uses. */
export const QUOTE_COLORS = {
  card: 'white',
  stars: 'goldDeep',
} as const satisfies Record<string, keyof Theme['colors']>;

const Grid = styled.div`
  columns: 1;
  column-gap: ${theme.space.lg};
  ${media.md} {
    columns: 2;
  }
  ${media.lg} {
    columns: 3;
  }
`;

const Quote = styled.figure`
  break-inside: avoid;
  margin: 0 0 ${theme.space.lg};
  background: ${theme.colors[QUOTE_COLORS.card]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.lg};
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
    margin-bottom: ${theme.space.md};
  }
  blockquote {
    margin: 0 0 ${theme.space.md};
    font-family: ${theme.fonts.display};
    font-size: 1.3rem;
    line-height: 1.45;
    color: ${theme.colors.ink};
    white-space: pre-line;
    &::before {
      content: '\u201C';
      display: block;
      font-size: 3.5rem;
      line-height: 0.6;
      height: 1.4rem;
      color: ${theme.colors.rose};
    }
  }
  figcaption {
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    color: ${theme.colors.ink};
    letter-spacing: 0.02em;
  }
`;

const Stars = styled.p`
  color: ${theme.colors[QUOTE_COLORS.stars]};
  letter-spacing: 0.15em;
  margin-bottom: ${theme.space.sm};
`;

/** The word on each built-in sample: no client of hers wrote it (the FTC's rule on reviews, 16 CFR Part 465). */
const SampleTag = styled.span`
  display: inline-block;
  margin-bottom: ${theme.space.sm};
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: ${theme.tracking.wide};
  text-transform: uppercase;
`;

const Service = styled.span`
  display: block;
  color: ${theme.colors.roseDeep};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: ${theme.tracking.wide};
  text-transform: uppercase;
`;

const Cta = styled.div`
  text-align: center;
  margin-top: ${theme.space.xl};
`;

/** Every fourth card, starting with the first, carries a decorative photo to break up the wall of text. */
const photoFor = (index: number) =>
  index % 4 === 0 ? BUILT_IN_PORTFOLIO[(index / 4) % BUILT_IN_PORTFOLIO.length] : undefined;

export function TestimonialsPage() {
  const site = useSite();
  const list = usePublicList('testimonials');
  const own = list.status === 'loaded' && list.items.length > 0;
  // Her own always replace the samples; without any, the samples show while her switch is on (a copy of her
  // settings kept from before the switch existed has none: on, its first-run value).
  const samples = !own && site.showSampleTestimonials !== false;
  const testimonials = own ? list.items : samples ? SAMPLE_TESTIMONIALS : [];
  return (
    <>
      <PageHeader
        eyebrow="Kind words"
        title="Testimonials"
        lead="From brides, bridal parties and students across Northern California."
      />
      <Section>
        <Container>
          {list.status === 'loading' ? (
            <StatusLine role="status">Loading testimonials...</StatusLine>
          ) : testimonials.length === 0 ? (
            <StatusLine>Kind words from brides will appear here soon.</StatusLine>
          ) : (
            <Grid>
              {testimonials.map((testimonial, index) => {
                const photo = photoFor(index);
                return (
                  <Quote key={testimonial.id}>
                    {samples && <SampleTag>Sample</SampleTag>}
                    {photo && (
                      <img
                        src={photo.image.src}
                        srcSet={photo.image.srcSet}
                        sizes="(min-width: 1024px) 360px, 90vw"
                        width={photo.image.width}
                        height={photo.image.height}
                        alt=""
                        loading="lazy"
                      />
                    )}
                    {testimonial.rating ? (
                      <Stars>
                        <span aria-hidden="true">{'★'.repeat(testimonial.rating)}</span>
                        <span className="visually-hidden">Rated {testimonial.rating} out of 5</span>
                      </Stars>
                    ) : null}
                    <blockquote>{testimonial.content}</blockquote>
                    <figcaption>
                      <strong>{testimonial.clientName}</strong>
                      {testimonial.serviceType && <Service>{testimonial.serviceType}</Service>}
                    </figcaption>
                  </Quote>
                );
              })}
            </Grid>
          )}
          <Cta>
            <Button as="a" href={smsHref(site.phone)}>
              Text to Book
            </Button>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
