import { createContext, useContext } from 'react';
import { ApiError, apiRequest, uploadFile, type RequestOptions } from '../../shared/api-client.ts';

// sessionStorage, not localStorage: a reload keeps the owner in, closing the tab logs her out.
const STORAGE_KEY = 'admin-key';

export function readStoredKey(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeKey(key: string | null): void {
  try {
    if (key === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Private modes may refuse storage; the session then lasts as long as the page.
  }
}

/** Asks the server whether a key is right: resolves on 200, throws ApiError (401 wrong, 429 too many tries). */
export async function checkAdminKey(key: string): Promise<void> {
  await apiRequest('/api/admin/login', { method: 'POST', headers: { 'x-admin-key': key } });
}

export const SESSION_ENDED_MESSAGE = 'Your admin session has ended. Please log in again.';

export interface AdminSession {
  /** An admin API call with the key attached; a 401 logs the owner out before the error reaches the caller. */
  request<T>(path: string, options?: Omit<RequestOptions, 'headers'>): Promise<T>;
  upload<T>(path: string, formData: FormData, onProgress: (fraction: number) => void): Promise<T>;
  logout(message?: string): void;
}

export function createAdminSession(key: string, logout: (message?: string) => void): AdminSession {
  const headers = { 'x-admin-key': key };
  const on401 = (error: unknown): never => {
    if (error instanceof ApiError && error.status === 401) logout(SESSION_ENDED_MESSAGE);
    throw error;
  };
  return {
    request: <T,>(path: string, options?: Omit<RequestOptions, 'headers'>) =>
      apiRequest<T>(path, { ...options, headers }).catch(on401),
    upload: <T,>(path: string, formData: FormData, onProgress: (fraction: number) => void) =>
      uploadFile<T>(path, formData, { headers, onProgress }).catch(on401),
    logout,
  };
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside the logged-in dashboard');
  return session;
}

/** The text for an error toast: the server's reason when it gave one. */
export const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : 'Something went wrong';
