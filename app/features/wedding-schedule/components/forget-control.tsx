import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Actions } from './schedule-styles.tsx';

const ForgetBox = styled.div`
  margin-top: ${theme.space.xl};
  text-align: center;
  p {
    margin-bottom: ${theme.space.sm};
    color: ${theme.colors.ink};
  }
  ${media.print} {
    display: none;
  }
`;

/** For shared phones: asks once before removing, since the bride may need the PIN to get it back. */
export function ForgetControl({ onForget }: { onForget: () => void }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <ForgetBox>
        <Button type="button" $variant="ghost" $size="sm" onClick={() => setAsking(true)}>
          Forget this schedule on this device
        </Button>
      </ForgetBox>
    );
  }
  return (
    <ForgetBox role="group" aria-labelledby="forget-question">
      <p id="forget-question">Remove this schedule from this device? You can open it again with your PIN.</p>
      <Actions style={{ marginTop: 0 }}>
        <Button ref={confirmRef} type="button" $variant="danger" $size="sm" onClick={onForget}>
          Yes, forget it
        </Button>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Actions>
    </ForgetBox>
  );
}
