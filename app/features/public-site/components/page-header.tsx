import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { Eyebrow } from '#shared/ui/layout.tsx';
import { HERO, type Artwork } from '../data/artwork.ts';

const Band = styled.header`
  position: relative;
  overflow: hidden;
  background: ${theme.colors.cream};
  padding: clamp(3.5rem, 10vw, 6.5rem) ${theme.space.md} clamp(2.5rem, 7vw, 4.5rem);
  text-align: center;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(251, 247, 244, 0.35), rgba(251, 247, 244, 0.7));
  }
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  max-width: ${theme.layout.narrow};
  margin: 0 auto;
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.hero};
  letter-spacing: 0.03em;
  margin-bottom: ${theme.space.sm};
`;

const Lead = styled.p`
  font-size: ${theme.fontSizes.md};
  ${media.md} {
    font-size: ${theme.fontSizes.lg};
  }
  color: ${theme.colors.text};
  margin: 0 auto;
  max-width: 36rem;
`;

/** The band at the top of every inner page: eyebrow, the page's one h1 and a line of introduction. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  image = HERO,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  image?: Artwork;
}) {
  return (
    <Band>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="100vw"
        width={image.width}
        height={image.height}
        alt=""
        fetchPriority="high"
      />
      <Content>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
      </Content>
    </Band>
  );
}

export const StatusLine = styled.p`
  text-align: center;
  color: ${theme.colors.muted};
  font-style: italic;
  padding: ${theme.space.xl} 0;
`;
