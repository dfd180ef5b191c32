/** A failed call: `status` is the HTTP status (0 when the network failed), `message` the server's `{error}` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The one wrapper around fetch: JSON in and out, a content type only when there is a body, errors as ApiError. */
export async function apiRequest<T>(path: string, { method = 'GET', body, headers = {}, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'You appear to be offline. Please check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const serverMessage = (data as { error?: unknown } | undefined)?.error;
    throw new ApiError(
      response.status,
      typeof serverMessage === 'string' ? serverMessage : `${response.status}: ${text || response.statusText}`,
    );
  }
  return data as T;
}
