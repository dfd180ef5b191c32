import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#shared/api-client.ts';
import { useAdminSession } from '../session/admin-session.tsx';
import { useTabActive } from './use-tab-active.ts';

export interface AdminList<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: string;
  refetch: () => Promise<void>;
}

/** One admin list, fetched each time its tab opens and again after every change (no caching, never stale). */
export function useAdminList<T>(path: string, noun: string): AdminList<T> {
  const { request } = useAdminSession();
  const active = useTabActive();
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<AdminList<T>['status']>('loading');
  const [error, setError] = useState('');

  const refetch = useCallback(async () => {
    try {
      const data = await request<T[]>(path);
      setItems(Array.isArray(data) ? data : []);
      setStatus('ready');
      setError('');
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      setError(status === 0 && caught instanceof ApiError ? caught.message : `Failed to fetch ${noun}: ${status}`);
      setStatus('error');
    }
  }, [request, path, noun]);

  useEffect(() => {
    if (active) void refetch();
  }, [refetch, active]);

  return { items, status, error, refetch };
}
