import { useEffect } from 'react';
import styled from 'styled-components';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { media, theme } from '../theme.ts';
import { Button } from '../ui/button.tsx';
import { startCapturingInstallPrompt } from './install-prompt.ts';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space.md};
  transform: translateX(-50%);
  z-index: 950;
  width: min(440px, calc(100vw - 2rem));
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border: 1px solid ${theme.colors.line};
  border-left: 5px solid ${theme.colors.roseDeep};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lifted};
  p {
    margin: 0;
    flex: 1 1 12rem;
    font-weight: 600;
  }
  ${media.print} {
    display: none;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

/**
 * Registers the service worker and, when a new version of the site has been deployed, offers to refresh. Nothing
 * reloads unless the visitor asks: a bride mid-schedule keeps her page.
 */
export function ReloadPrompt() {
  useEffect(startCapturingInstallPrompt, []);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // A phone may stay on one page for hours: look for a new version hourly while it is open.
      if (registration) window.setInterval(() => void registration.update().catch(() => {}), 60 * 60 * 1000);
    },
  });

  if (!needRefresh) return null;
  return (
    <Bar role="status">
      <p>A new version of the site is available.</p>
      <Buttons>
        <Button type="button" $size="sm" onClick={() => void updateServiceWorker(true)}>
          Refresh
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </Buttons>
    </Bar>
  );
}
