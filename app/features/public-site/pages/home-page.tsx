import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { pathOf } from '#contract/routes.ts';
import { smsHref } from '#contract/phone.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Container, Eyebrow, Section, SectionTitle } from '#shared/ui/layout.tsx';
import { HScroller } from '../components/h-scroller.tsx';
import { scrollToId } from '../components/motion.ts';
import { ServiceMenu } from '../components/service-menu.tsx';
import { CHECK_YOUR_DATE_ID } from '../check-your-date/check-your-date-section.tsx';
import { ARTIST, CAROUSEL, HERO, HERO_PORTRAIT } from '../data/artwork.ts';

const Hero = styled.section`
  position: relative;
  min-height: calc(100svh - ${theme.layout.navHeight});
  max-height: 900px;
  display: grid;
  place-items: center;
  overflow: hidden;
  text-align: center;
  padding: ${theme.space.xxl} ${theme.space.md} 6rem;
  background: ${theme.colors.cream};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: radial-gradient(
      ellipse at center,
      rgba(251, 247, 244, 0.75) 0%,
      rgba(251, 247, 244, 0.35) 60%,
      rgba(251, 247, 244, 0.1) 100%
    );
  }
`;

const HeroPicture = styled.picture`
  position: absolute;
  inset: -8% 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    will-change: transform;
  }
`;

const HeroContent = styled.div`
  position: relative;
  z-index: 1;
  max-width: 52rem;
`;

const HeroTitle = styled.h1`
  font-size: ${theme.fontSizes.hero};
  font-weight: 400;
  letter-spacing: 0.01em;
  margin-bottom: ${theme.space.md};
  em {
    font-style: italic;
    color: ${theme.colors.roseDeep};
  }
`;

const HeroSubtitle = styled.p`
  font-family: ${theme.fonts.display};
  font-size: clamp(1.35rem, 3.5vw, 1.9rem);
  color: ${theme.colors.ink};
  margin-bottom: ${theme.space.xs};
`;

const HeroArea = styled.p`
  font-size: ${theme.fontSizes.sm};
  letter-spacing: ${theme.tracking.wide};
  text-transform: uppercase;
  color: ${theme.colors.text};
  margin-bottom: ${theme.space.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.md};
`;

/** Under Inquire: the way to "Check your date" on /services, for a bride who wants an answer before she texts. */
const DateLink = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.roseDeep};
  text-underline-offset: 3px;
`;

const ChevronButton = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${theme.space.lg};
  transform: translateX(-50%);
  z-index: 1;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.roseDeep};
  background: rgba(255, 255, 255, 0.6);
  color: ${theme.colors.roseDeep};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 22px;
    height: 22px;
  }
  transition: background ${theme.motion.fast};
  &:hover {
    background: ${theme.colors.white};
  }
`;

/**
 * The sections below the hero, which fills a phone's first screen: the browser lays them out and paints them only
 * when they come near the screen (their last size is kept for the scrollbar once seen). The page's first layout,
 * before its code starts, was the longest task the page itself made at a phone's 7x CPU slowdown. Nothing inside
 * them may need to escape them: the containment this brings clips what overflows and holds fixed positioning.
 */
const LaterSection = styled(Section)`
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
`;

const AboutGrid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 360px) 1fr;
    align-items: center;
    padding: ${theme.space.xl};
  }
  img {
    width: 100%;
    max-width: 360px;
    margin: 0 auto;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: 999px 999px ${theme.radii.md} ${theme.radii.md};
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.lg};
  }
`;

const Figure = styled.figure`
  margin: 0;
  width: min(72vw, 280px);
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.soft};
    pointer-events: none;
  }
  figcaption {
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.ink};
    margin-top: ${theme.space.sm};
    text-align: center;
  }
`;

/** Her paragraphs keep the line breaks she typed. */
const BioText = styled.p`
  white-space: pre-line;
`;

const CenterRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.lg};
`;

const Intro = styled.div`
  text-align: center;
  margin-bottom: ${theme.space.xl};
  p {
    max-width: 36rem;
    margin-left: auto;
    margin-right: auto;
  }
`;

/** Moves the hero picture at a fraction of the scroll speed; nothing moves for people who prefer less motion. */
function useParallax() {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.min(window.scrollY, window.innerHeight);
      image.style.transform = `translate3d(0, ${(y * 0.25).toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // She may have scrolled before the page's code ran (the page arrives as server HTML) or come back mid-page.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return ref;
}

/** The tagline as plain text, with the one word she marks *like this* set in italics (never as HTML). */
function Tagline({ text }: { text: string }) {
  return text.split(/\*([^*]+)\*/).map((part, index) => (index % 2 === 1 ? <em key={index}>{part}</em> : part));
}

export function HomePage() {
  const site = useSite();
  const { hero, portrait } = site.pictures;
  // Her own photos once she has chosen some; the built-in artwork until then.
  const carousel =
    site.pictures.carousel.length > 0
      ? site.pictures.carousel.map((picture, index) => ({
          id: `${index}-${picture.src}`,
          title: picture.title,
          description: picture.title,
          image: { src: picture.src, srcSet: picture.srcSet, width: 600, height: 750 },
        }))
      : CAROUSEL;
  const [bioOpen, setBioOpen] = useState(false);
  const parallax = useParallax();

  return (
    <>
      <Hero aria-labelledby="hero-title">
        <HeroPicture>
          {!hero && <source media="(max-width: 640px)" srcSet={HERO_PORTRAIT.srcSet} sizes="100vw" />}
          <img
            ref={parallax}
            src={hero?.src ?? HERO.src}
            srcSet={hero ? hero.srcSet : HERO.srcSet}
            sizes="100vw"
            width={HERO.width}
            height={HERO.height}
            alt=""
            fetchPriority="high"
          />
        </HeroPicture>
        <HeroContent>
          {site.bookingLine && <Eyebrow>{site.bookingLine}</Eyebrow>}
          <HeroTitle id="hero-title">
            <Tagline text={site.tagline} />
          </HeroTitle>
          {site.subtitle && <HeroSubtitle>{site.subtitle}</HeroSubtitle>}
          <HeroArea>{site.serviceArea}</HeroArea>
          <Actions>
            <Button as="a" href={smsHref(site.phone)}>
              Inquire
            </Button>
            <Button type="button" $variant="secondary" onClick={() => scrollToId('gallery')}>
              View Portfolio
            </Button>
          </Actions>
          <DateLink href={`${pathOf('services')}#${CHECK_YOUR_DATE_ID}`}>Is your date open? Check your date</DateLink>
        </HeroContent>
        <ChevronButton type="button" aria-label="Scroll to services and prices" onClick={() => scrollToId('services')}>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M5 9l7 7 7-7" />
          </svg>
        </ChevronButton>
      </Hero>

      <LaterSection aria-labelledby="about-title">
        <Container>
          <AboutGrid>
            <img
              src={portrait?.src ?? ARTIST.src}
              srcSet={portrait ? portrait.srcSet : ARTIST.srcSet}
              sizes="(min-width: 768px) 440px, 90vw"
              width={ARTIST.width}
              height={ARTIST.height}
              style={{ aspectRatio: '4 / 5', objectFit: 'cover' }}
              alt={portrait ? `${site.artistName}, the artist` : `Portrait artwork for ${site.artistName}, the artist`}
              loading="lazy"
            />
            <div>
              <Eyebrow>Meet the Artist</Eyebrow>
              <SectionTitle id="about-title">{site.bio.heading}</SectionTitle>
              <BioText>{site.bio.intro}</BioText>
              <div id="artist-bio" hidden={!bioOpen}>
                {site.bio.sections.map((section, index) => (
                  <div key={index}>
                    <h3>{section.heading}</h3>
                    <BioText>{section.text}</BioText>
                  </div>
                ))}
              </div>
              <Button
                type="button"
                $variant="secondary"
                aria-expanded={bioOpen}
                aria-controls="artist-bio"
                onClick={() => setBioOpen((open) => !open)}
              >
                {bioOpen ? 'Read Less' : 'Read More'}
              </Button>
            </div>
          </AboutGrid>
        </Container>
      </LaterSection>

      <LaterSection id="gallery" $tone="cream" aria-labelledby="gallery-title">
        <Container>
          <Intro>
            <Eyebrow>Gallery</Eyebrow>
            <SectionTitle id="gallery-title">Recent Bridal Work</SectionTitle>
            <p>Drag, swipe or use the arrows to browse.</p>
          </Intro>
          <HScroller label="Gallery">
            {carousel.map((piece) => (
              <Figure key={piece.id}>
                <img
                  src={piece.image.src}
                  srcSet={piece.image.srcSet}
                  sizes="(min-width: 640px) 280px, 72vw"
                  width={piece.image.width}
                  height={piece.image.height}
                  alt={piece.description}
                  loading="lazy"
                  draggable={false}
                />
                <figcaption>{piece.title}</figcaption>
              </Figure>
            ))}
          </HScroller>
          <CenterRow>
            <Button as={Link} href={pathOf('portfolio')} $variant="secondary">
              View Full Portfolio
            </Button>
          </CenterRow>
        </Container>
      </LaterSection>

      <LaterSection id="services" aria-labelledby="services-title">
        <Container>
          <Intro>
            <Eyebrow>Services</Eyebrow>
            <SectionTitle id="services-title">Services and Prices</SectionTitle>
            <p>Text {site.phone} with your date and the number of services to check availability.</p>
          </Intro>
          <ServiceMenu />
          <CenterRow>
            <Button as={Link} href={pathOf('services')}>
              All Services and Details
            </Button>
          </CenterRow>
        </Container>
      </LaterSection>
    </>
  );
}
