import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button.tsx';
import {
  getInstallPrompt,
  isIosSafari,
  isStandalone,
  promptInstall,
  subscribeInstallPrompt,
} from './install-prompt.ts';
import { theme } from '../theme.ts';

const DISMISSED_KEY = 'install-invitation-dismissed';

const Box = styled.aside`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.blush};
  text-align: center;
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.sm};
  }
  ol {
    text-align: left;
    margin: 0 auto ${theme.space.md};
    padding-left: 1.4em;
    max-width: 22rem;
  }
  li {
    margin-bottom: ${theme.space.xs};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: center;
`;

function readDismissed() {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Invites the bride to put the schedule on her home screen: the browser's own prompt where there is one, short
 * Share → Add to Home Screen steps on iPhone. "Not now" is remembered on this device.
 */
export function InstallInvitation() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => undefined);
  const [mode, setMode] = useState<'hidden' | 'ios' | 'prompt-capable'>('hidden');
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(readDismissed());
    if (isStandalone()) setMode('hidden');
    else if (isIosSafari()) setMode('ios');
    else setMode('prompt-capable');
  }, []);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: it will simply ask again next time.
    }
  };

  if (dismissed || mode === 'hidden' || (mode === 'prompt-capable' && !prompt)) return null;

  return (
    <Box aria-labelledby="install-title">
      <h2 id="install-title">Keep it on your home screen</h2>
      {mode === 'ios' ? (
        <>
          <p>Open your schedule like an app on the wedding morning, even with no signal:</p>
          <ol>
            <li>
              Tap the Share button <span aria-hidden="true">(the square with an arrow)</span> in Safari.
            </li>
            <li>Choose Add to Home Screen, then Add.</li>
          </ol>
          <Row>
            <Button type="button" $variant="secondary" $size="sm" onClick={dismiss}>
              Got it
            </Button>
          </Row>
        </>
      ) : (
        <>
          <p>Install the schedule as an app so it opens in one tap on the wedding morning, even with no signal.</p>
          <Row>
            <Button
              type="button"
              $size="sm"
              onClick={() =>
                void promptInstall().then((outcome) => {
                  if (outcome === 'accepted') dismiss();
                })
              }
            >
              Install app
            </Button>
            <Button type="button" $variant="ghost" $size="sm" onClick={dismiss}>
              Not now
            </Button>
          </Row>
        </>
      )}
    </Box>
  );
}
