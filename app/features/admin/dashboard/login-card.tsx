import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/layout.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { ADMIN_ACCESS_GRANTED, INVALID_ADMIN_KEY } from '#contract/messages.ts';
import { logInWithKey, logInWithPasskey, passkeyProblem, passkeysSupported } from '../session/admin-session.tsx';
import { TextField } from '../ui/form-controls.tsx';

const LoginBox = styled(Card)`
  max-width: 420px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space.md};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xl};
  text-align: center;
  margin: 0;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.cream};
  font-size: ${theme.fontSizes.sm};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colors.line};
  }
`;

const PasskeyHint = styled.p`
  margin: 0;
  text-align: center;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  text-wrap: balance;
`;

/**
 * The key is checked by the server, never here; the card only sends it, and forgets it once the server has set
 * the session cookie. A passkey is the everyday way in; the key stays the way back in without one.
 */
export function LoginCard({ notice, onLoggedIn }: { notice: string | null; onLoggedIn: () => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState<'key' | 'passkey' | null>(null);
  const [canUsePasskeys] = useState(passkeysSupported);
  const toast = useToast();

  const logInByPasskey = async () => {
    if (pending) return;
    setPending('passkey');
    setError('');
    try {
      await logInWithPasskey();
      toast({ title: 'Success', description: ADMIN_ACCESS_GRANTED, variant: 'success' });
      onLoggedIn();
    } catch (caught) {
      toast({ title: 'Error', description: passkeyProblem(caught), variant: 'error' });
      setPending(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const entered = key.trim();
    if (!entered) {
      setError('Please enter your admin key');
      return;
    }
    setPending('key');
    setError('');
    try {
      await logInWithKey(entered);
      setKey('');
      toast({ title: 'Success', description: ADMIN_ACCESS_GRANTED, variant: 'success' });
      onLoggedIn();
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status === 401
          ? INVALID_ADMIN_KEY
          : caught instanceof ApiError
            ? caught.message
            : INVALID_ADMIN_KEY;
      setError(message);
      toast({ title: 'Error', description: message, variant: 'error' });
      setPending(null);
    }
  };

  return (
    <LoginBox as="form" onSubmit={submit} noValidate aria-labelledby="admin-login-title">
      <Title id="admin-login-title">Admin Login</Title>
      {notice && <Notice role="status">{notice}</Notice>}
      <TextField
        label="Admin Key"
        type="password"
        autoComplete="current-password"
        value={key}
        onChange={(value) => {
          setKey(value);
          setError('');
        }}
        error={error || undefined}
        required
      />
      <Button type="submit" disabled={pending !== null}>
        {pending === 'key' ? 'Checking...' : 'Login'}
      </Button>
      {canUsePasskeys && (
        <>
          <Divider>or</Divider>
          <Button
            type="button"
            $variant="secondary"
            aria-describedby="passkey-hint"
            disabled={pending !== null}
            onClick={() => void logInByPasskey()}
          >
            {pending === 'passkey' ? 'Waiting for your passkey...' : 'Log in with a passkey'}
          </Button>
          <PasskeyHint id="passkey-hint">Face ID, Touch ID, Android, or a security key</PasskeyHint>
        </>
      )}
    </LoginBox>
  );
}
