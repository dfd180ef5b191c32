import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../shared/api-client.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/layout.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { checkAdminKey } from './admin-session.tsx';
import { TextField } from './components/form-controls.tsx';

const LoginBox = styled(Card)`
  max-width: 420px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
  margin: 0;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.cream};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The key is checked by the server, never here; the card only sends it. */
export function LoginCard({ notice, onLoggedIn }: { notice: string | null; onLoggedIn: (key: string) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const entered = key.trim();
    if (!entered) {
      setError('Please enter your admin key');
      return;
    }
    setPending(true);
    setError('');
    try {
      await checkAdminKey(entered);
      toast({ title: 'Success', description: 'Admin access granted', variant: 'success' });
      onLoggedIn(entered);
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status === 401
          ? 'Invalid admin key'
          : caught instanceof ApiError
            ? caught.message
            : 'Invalid admin key';
      setError(message);
      toast({ title: 'Error', description: message, variant: 'error' });
      setPending(false);
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
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking...' : 'Login'}
      </Button>
    </LoginBox>
  );
}
