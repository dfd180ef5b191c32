import { useCallback, useEffect, useMemo, useState } from 'react';
import { Container, Section } from '../../shared/ui/layout.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminSessionContext, createAdminSession, readStoredKey, storeKey } from './admin-session.tsx';
import { LoginCard } from './login-card.tsx';

/** /admin: the login card until the server accepts the key, then the dashboard. */
export function AdminPage() {
  const [key, setKey] = useState<string | null>(readStoredKey);
  const [notice, setNotice] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => {
    const previous = document.title;
    document.title = 'Admin Dashboard';
    return () => {
      document.title = previous;
    };
  }, []);

  const logout = useCallback(
    (message?: string) => {
      storeKey(null);
      setKey(null);
      setNotice(message ?? null);
      if (message) toast({ title: 'Error', description: 'Invalid admin key', variant: 'error' });
    },
    [toast],
  );

  const session = useMemo(() => (key ? createAdminSession(key, logout) : null), [key, logout]);

  return (
    <Section>
      <Container>
        {session ? (
          <AdminSessionContext.Provider value={session}>
            <AdminDashboard />
          </AdminSessionContext.Provider>
        ) : (
          <LoginCard
            notice={notice}
            onLoggedIn={(accepted) => {
              storeKey(accepted);
              setNotice(null);
              setKey(accepted);
            }}
          />
        )}
      </Container>
    </Section>
  );
}
