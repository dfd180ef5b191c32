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
import { media, theme } from '../theme.ts';

const DISMISSED_KEY = 'install-invitation-dismissed';

/** Compact on a phone: offered under her name, it should leave room for her schedule on the first screen. */
const Box = styled.aside`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.blush};
  text-align: center;
  font-size: 1rem;
  ${media.sm} {
    padding: ${theme.space.lg};
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.xs};
  }
  p {
    margin-bottom: ${theme.space.sm};
  }
  ol {
    text-align: left;
    margin: 0 auto ${theme.space.sm};
    padding-left: 1.4em;
    max-width: 24rem;
  }
  li {
    margin-bottom: 0.15rem;
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
 * Share → Add to Home Screen steps on iPhone. "Not now" is remembered on this device. On iPhone the Home Screen app
 * does not share Safari's storage, so the steps end with opening it once with signal and her PIN; elsewhere the
 * installed app shares the browser's and opens the saved copy at once.
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
            {/* The Home Screen app keeps its own storage, apart from Safari's: the copy saved here is not in it. */}
            <li>Open it from your Home Screen once with signal and enter your PIN.</li>
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
