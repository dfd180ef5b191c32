import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Link, useLocation } from 'wouter';
import { NAV_ROUTES, pathOf } from '#contract/routes.ts';
import { smsHref } from '#contract/phone.ts';
import { useSite } from '../site-settings.tsx';
import { media, theme } from '../theme.ts';
import { useBackCloses } from '../ui/use-back-closes.ts';

/** The seven links of the top navigation, with their exact labels. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.nav};
  background: rgba(251, 247, 244, 0.94);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${theme.colors.line};
`;

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  height: ${theme.layout.navHeight};
  padding: 0 ${theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Logo = styled(Link)`
  display: flex;
  flex-direction: column;
  line-height: 1;
  text-decoration: none;
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  font-weight: 500;
  letter-spacing: 0.02em;
  white-space: nowrap;
  small {
    font-family: ${theme.fonts.body};
    font-size: 0.625rem;
    letter-spacing: ${theme.tracking.wider};
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
    margin-top: 4px;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
  svg {
    width: 20px;
    height: 20px;
  }
  /* The icon follows the button's state in CSS alone, so the boot script's opening needs no change to it. */
  &[aria-expanded='true'] .bars,
  &[aria-expanded='false'] .cross {
    display: none;
  }
`;

/**
 * The menu's panel: the seven links, and below them on a phone a row of what she came to do. Shown on a phone while
 * its button says the menu is open: one fact, which the page's boot script can set before the code has arrived.
 */
const Panel = styled.div`
  ${media.lg} {
    display: block;
  }
  @media (max-width: 1023.98px) {
    display: none;
    ${Toggle}[aria-expanded='true'] + & {
      display: block;
    }
    position: absolute;
    top: ${theme.layout.navHeight};
    left: 0;
    right: 0;
    z-index: ${theme.zIndex.menu};
    background: ${theme.colors.ivory};
    border-bottom: 1px solid ${theme.colors.line};
    box-shadow: ${theme.shadows.lifted};
    max-height: calc(100vh - ${theme.layout.navHeight});
    overflow-y: auto;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
  display: flex;
  flex-direction: column;
  ${media.lg} {
    flex-direction: row;
    gap: ${theme.space.xs};
    padding: 0;
  }
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 14px ${theme.space.sm};
  color: ${theme.colors.ink};
  text-decoration: none;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.04em;
  border-bottom: 1px solid ${theme.colors.line};
  ${media.lg} {
    border-bottom: 0;
    padding: ${theme.space.sm} 10px;
    font-size: ${theme.fontSizes.xs};
    letter-spacing: ${theme.tracking.wide};
    text-transform: uppercase;
    position: relative;
    &::after {
      content: '';
      position: absolute;
      left: 10px;
      right: 10px;
      bottom: 2px;
      height: 1px;
      background: ${theme.colors.roseDeep};
      transform: scaleX(0);
      transition: transform ${theme.motion.normal};
    }
    &:hover::after {
      transform: scaleX(1);
    }
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.roseDeep};
      font-weight: 600;
      ${media.lg} {
        &::after {
          transform: scaleX(1);
        }
      }
    `}
`;

/** Text to book, lessons, my schedule: only in the phone's menu; the wide header has room for the links alone. */
const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 ${theme.space.md} ${theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  ${media.lg} {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${theme.colors.roseDeep};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.roseDeep};
    background: ${theme.colors.white};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
  }
  li:first-child a {
    color: ${theme.colors.white};
    background: ${theme.colors.roseDeep};
  }
`;

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path className="bars" d="M4 7h16M4 12h16M4 17h16" />
      <path className="cross" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Whether she opened the menu before the page's code arrived: public/boot.js opens and closes the server's menu by
 * its button's aria-expanded (the panel and the icon follow it in CSS) until React starts hydrating, so the first
 * render in the browser starts from what she sees and hydration changes nothing. False on the server, and in a page
 * drawn in the browser alone (no server HTML: no button yet). The header is mounted once, so this is read once.
 */
const openedBeforeTheCode = () =>
  typeof document !== 'undefined' && !!document.querySelector('[aria-controls=site-nav][aria-expanded=true]');

/** Sticky top navigation; below the large breakpoint the links fold into a menu that closes on every choice. */
export function SiteHeader() {
  const site = useSite();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(openedBeforeTheCode);
  const toggle = useRef<HTMLButtonElement>(null);

  // The header is the WAI-ARIA disclosure pattern (a button with aria-expanded showing a list of links), not a modal
  // dialog nor an ARIA menu, so it follows the APG's disclosure navigation: Escape closes it and puts focus back on
  // its button (the links it was on are gone), and focus leaving it closes it. Trapping focus inside is for modal
  // dialogs; here the page stays usable, and Tab simply goes on to it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // The phone's Back button closes the open menu first, as Escape does, rather than leaving the page.
  useBackCloses(open, () => {
    setOpen(false);
    if (document.activeElement?.closest('#site-nav')) toggle.current?.focus();
  });

  /** Tab (or Shift+Tab) on past the header's last or first control closes the menu. */
  const leave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // Without a next element (she tapped the page, or switched apps) it stays as it was, as before.
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  // A page chosen from the open menu takes the place of the menu's own history entry (see useBackCloses), so Back
  // from it comes straight here.
  const choose = (event: MouseEvent, path: string) => {
    if (open && !event.defaultPrevented) {
      event.preventDefault();
      navigate(path, { replace: true });
    }
    setOpen(false);
    // Clicking the page you are on does not change the route, so scroll here too.
    window.scrollTo({ top: 0 });
  };

  return (
    <Bar onBlur={leave}>
      <Inner>
        <Logo href="/" onClick={(event) => choose(event, '/')}>
          {site.artistName}
          <small>Bridal &amp; Event Makeup</small>
        </Logo>
        <Toggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
        </Toggle>
        <Panel id="site-nav">
          <nav aria-label="Main">
            <List>
              {NAV_ROUTES.map((route) => (
                <li key={route.path}>
                  <NavLink
                    href={route.path}
                    $active={location === route.path}
                    aria-current={location === route.path ? 'page' : undefined}
                    onClick={(event) => choose(event, route.path)}
                  >
                    {route.nav}
                  </NavLink>
                </li>
              ))}
            </List>
          </nav>
          <Actions aria-label="Book, lessons and your schedule">
            <li>
              <a href={smsHref(site.phone)} onClick={() => setOpen(false)}>
                Text to book
              </a>
            </li>
            <li>
              <Link href={pathOf('lessons')} onClick={(event) => choose(event, pathOf('lessons'))}>
                Lessons
              </Link>
            </li>
            <li>
              <Link href={pathOf('schedule')} onClick={(event) => choose(event, pathOf('schedule'))}>
                My schedule
              </Link>
            </li>
          </Actions>
        </Panel>
      </Inner>
    </Bar>
  );
}
