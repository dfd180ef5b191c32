/** A failed call: `status` is the HTTP status (0 when the network failed), `message` the server's `{error}` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field the server named as wrong (`"serviceGroups.0.items.1.price"`), for a form to show the message by. */
    readonly field?: string,
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
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

/**
 * `apiRequest` with the response's status and headers, for the calls whose answer says more than its body
 * (a 304 Not Modified, a device token). `data` is undefined for a 304.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, headers = {}, signal }: RequestOptions = {},
): Promise<{ data: T; status: number; headers: Headers }> {
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
  if (!response.ok && response.status !== 304) {
    const { error: serverMessage, field } = (data ?? {}) as { error?: unknown; field?: unknown };
    throw new ApiError(
      response.status,
      typeof serverMessage === 'string' ? serverMessage : `${response.status}: ${text || response.statusText}`,
      typeof field === 'string' ? field : undefined,
    );
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Called with 0..1 as the bytes leave the device; fetch cannot report this, hence XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
}

/** Sends a multipart form with upload progress; errors as ApiError, like `apiRequest`. */
export function uploadFile<T>(
  path: string,
  formData: FormData,
  { headers = {}, onProgress }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'You appear to be offline. Please check your connection and try again.'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const serverMessage = (data as { error?: unknown } | undefined)?.error;
        reject(
          new ApiError(
            xhr.status,
            typeof serverMessage === 'string' ? serverMessage : `${xhr.status}: ${xhr.responseText || xhr.statusText}`,
          ),
        );
        return;
      }
      if (data === undefined) {
        reject(new ApiError(xhr.status, 'Invalid response format'));
        return;
      }
      resolve(data as T);
    };
    xhr.send(formData);
  });
}
