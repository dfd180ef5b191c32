import styled from 'styled-components';
import { Link } from 'wouter';
import { pathOf } from '#contract/routes.ts';
import { smsHref } from '#contract/phone.ts';
import { mailHref } from '#contract/site-settings.ts';
import { useSite } from '../site-settings.tsx';
import { media, theme } from '../theme.ts';

const Footer = styled.footer`
  background: ${theme.colors.ink};
  color: #e9dfda;
  padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.lg};
  a {
    color: #f3e6e0;
  }
`;

const Grid = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${theme.space.xl};
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const Brand = styled.p`
  font-family: ${theme.fonts.display};
  font-size: 2rem;
  color: ${theme.colors.white};
  margin-bottom: ${theme.space.sm};
`;

const Heading = styled.h2`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  letter-spacing: ${theme.tracking.wider};
  text-transform: uppercase;
  color: #e8c9bf;
  margin-bottom: ${theme.space.md};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: ${theme.space.xs};
  }
  a {
    display: inline-block;
    padding: 6px 0;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Copyright = styled.p`
  max-width: ${theme.layout.maxWidth};
  margin: ${theme.space.xl} auto 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${theme.fontSizes.xs};
  color: #cbbdb7;
`;

export function SiteFooter() {
  const site = useSite();
  return (
    <Footer>
      <Grid>
        <div>
          <Brand>{site.businessName}</Brand>
          <p>
            Bridal and event makeup artistry for {site.serviceArea}. Soft, luminous, long-wearing looks that feel like
            you, on your best day.{site.bookingLine && ` ${site.bookingLine}.`}
          </p>
        </div>
        <nav aria-label="Contact">
          <Heading>Get in touch</Heading>
          <Links>
            <li>
              <a href={smsHref(site.phone)}>Text {site.phone}</a>
            </li>
            <li>
              <a href={mailHref(site)}>E-mail {site.email}</a>
            </li>
            {site.socialUrl && (
              <li>
                <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
                  {site.socialLabel || 'Social profile'}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </Links>
        </nav>
        <nav aria-label="More">
          <Heading>Explore</Heading>
          <Links>
            <li>
              <Link href={pathOf('services')}>Services and prices</Link>
            </li>
            <li>
              <Link href={pathOf('lessons')}>1:1 makeup lessons</Link>
            </li>
            <li>
              <Link href={pathOf('schedule')}>Wedding day schedule</Link>
            </li>
          </Links>
        </nav>
      </Grid>
      <Copyright>
        © {new Date().getFullYear()} {site.businessName}. All rights reserved.
      </Copyright>
    </Footer>
  );
}
