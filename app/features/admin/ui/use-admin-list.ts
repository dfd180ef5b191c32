import { useCallback, useEffect, useState } from 'react';
import type { ListRoute } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { useAdminSession } from '../session/admin-session.tsx';
import { useTabActive } from './use-tab-active.ts';

export interface AdminList<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: string;
  refetch: () => Promise<void>;
}

/**
 * One admin list, fetched each time its tab opens and again after every change (no caching, never stale): a route of
 * the API table that answers a list, with its parameters when its path has any.
 */
export function useAdminList<T>(
  route: ListRoute<T>,
  noun: string,
  params?: Readonly<Record<string, string>>,
): AdminList<T> {
  const { send } = useAdminSession();
  // The parameters by value: a caller's new object each render is the same list.
  const paramsKey = JSON.stringify(params ?? {});
  const active = useTabActive();
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<AdminList<T>['status']>('loading');
  const [error, setError] = useState('');

  const refetch = useCallback(async () => {
    try {
      const data = (await send(route, { params: JSON.parse(paramsKey) as Record<string, string> })) as T[];
      setItems(Array.isArray(data) ? data : []);
      setStatus('ready');
      setError('');
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      setError(status === 0 && caught instanceof ApiError ? caught.message : `Failed to fetch ${noun}: ${status}`);
      setStatus('error');
    }
  }, [send, route, paramsKey, noun]);

  useEffect(() => {
    if (active) void refetch();
  }, [refetch, active]);

  return { items, status, error, refetch };
}
