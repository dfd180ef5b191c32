import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { useHydrated } from '#shared/use-hydrated.ts';
import { Panel, PanelLead, PanelTitle } from './schedule-styles.tsx';

const Field = styled.div`
  position: relative;
  margin: ${theme.space.lg} 0 ${theme.space.sm};
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  color: ${theme.colors.ink};
  margin-bottom: ${theme.space.sm};
`;

const PinInput = styled.input`
  width: 100%;
  min-height: 60px;
  padding: 0 96px 0 ${theme.space.md};
  border: 2px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  font-size: 1.75rem;
  letter-spacing: 0.4em;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.ink};
  &:focus {
    border-color: ${theme.colors.roseDeep};
    outline: none;
    box-shadow: 0 0 0 3px ${theme.colors.blush};
  }
  &::placeholder {
    letter-spacing: 0.2em;
    color: ${theme.colors.muted};
    opacity: 0.6;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 6px;
  bottom: 6px;
  min-height: 48px;
  min-width: 80px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.cream};
  color: ${theme.colors.roseDeep};
  font-weight: 600;
  cursor: pointer;
`;

const Hint = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const Submit = styled(Button)`
  width: 100%;
  min-height: 56px;
  font-size: ${theme.fontSizes.md};
  margin-top: ${theme.space.sm};
`;

/**
 * The PIN form. The PIN goes straight to `onSubmit` and never into the address bar. The field has no `name`: the
 * form arrives as server HTML, and one sent by the browser itself before the page's code has run would otherwise
 * put the PIN in the address, the history and the server's log.
 */
export function PinEntry({ onSubmit }: { onSubmit: (pin: string) => void }) {
  const [pin, setPin] = useState('');
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  // Until the page's code runs, Enter or a tap would make the browser send the form itself and reload the page.
  const hydrated = useHydrated();

  useEffect(() => inputRef.current?.focus(), []);
  // Digits typed into the server's HTML before the code ran are hers: keep them rather than let React clear them.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '') setPin(typed);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim();
    if (value.length < 4 || value.length > 6) {
      toast({ title: 'Invalid PIN', description: 'PIN must be 4 or 6 digits long', variant: 'error' });
      inputRef.current?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <Panel as="form" onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`}>
      <PanelTitle id={`${inputId}-title`}>Wedding Day Schedule</PanelTitle>
      <PanelLead>Enter the 4 or 6 digit PIN from your makeup artist to see your wedding day makeup schedule.</PanelLead>
      <Field>
        <Label htmlFor={inputId}>Your PIN</Label>
        <PinInput
          ref={inputRef}
          id={inputId}
          type={visible ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder="••••"
          aria-describedby={hintId}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
        <Toggle type="button" aria-pressed={visible} onClick={() => setVisible((v) => !v)} aria-controls={inputId}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> PIN</span>
        </Toggle>
      </Field>
      <Hint id={hintId}>Once opened, your schedule is saved on this phone and opens even without signal.</Hint>
      <Submit type="submit" disabled={!hydrated}>
        View My Schedule
      </Submit>
    </Panel>
  );
}
