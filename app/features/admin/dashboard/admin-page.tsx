import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { INVALID_ADMIN_KEY } from '#contract/messages.ts';
import { theme } from '#shared/theme.ts';
import { Container, Section } from '#shared/ui/layout.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminSessionContext, createAdminSession, fetchSession, reasonOf } from '../session/admin-session.tsx';
import { LoginCard } from './login-card.tsx';
import { forgetAllFaces } from '../faces/saved-faces.ts';

const Checking = styled.p`
  margin: 0;
  padding: ${theme.space.xl} 0;
  text-align: center;
  color: ${theme.colors.muted};
`;

type State = 'checking' | 'logged-out' | 'logged-in';

/**
 * /admin: asks the server whether this browser is logged in (its session cookie is not readable here), then
 * shows the dashboard or the login card. A reload, a new tab or reopening the installed app stays logged in.
 */
export function AdminPage() {
  const [state, setState] = useState<State>('checking');
  const [notice, setNotice] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => {
    const previous = document.title;
    document.title = 'Admin Dashboard';
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    let current = true;
    fetchSession()
      .then((answer) => {
        if (current) setState(answer ? 'logged-in' : 'logged-out');
      })
      .catch((error: unknown) => {
        if (!current) return;
        setNotice(reasonOf(error));
        setState('logged-out');
      });
    return () => {
      current = false;
    };
  }, []);

  const loggedOut = useCallback(
    (message?: string) => {
      // Signed out here, from another device or by the server (a 401): the Faces copies (allergies, photos) on this
      // phone go with the session.
      void forgetAllFaces();
      setState('logged-out');
      setNotice(message ?? null);
      if (message) toast({ title: 'Error', description: INVALID_ADMIN_KEY, variant: 'error' });
    },
    [toast],
  );

  const session = useMemo(() => createAdminSession(loggedOut), [loggedOut]);

  return (
    <Section>
      <Container>
        {state === 'checking' ? (
          <Checking role="status">Loading...</Checking>
        ) : state === 'logged-in' ? (
          <AdminSessionContext.Provider value={session}>
            <AdminDashboard />
          </AdminSessionContext.Provider>
        ) : (
          <LoginCard
            notice={notice}
            onLoggedIn={() => {
              setNotice(null);
              setState('logged-in');
            }}
          />
        )}
      </Container>
    </Section>
  );
}
