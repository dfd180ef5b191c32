import type { AnswerOf, AnyRoute, PageQuery, ParamsOf } from '#contract/api.ts';

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

/** Options of a call: the route's parameters (when its pattern has any), a page query, a JSON body. */
export type CallOptions<R> = ([keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) & {
  /** Only for a route that pages (`pagedAnswer`): asks for a page of its answer. */
  query?: [AnswerOf<R, true>] extends [never] ? undefined : PageQuery;
  /** The route's own query parameters: `?zip=95603`, `?schedule=keep`. */
  search?: Readonly<Record<string, string>>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The options argument: required when the route's path has parameters. */
type CallArguments<R, O> = [keyof ParamsOf<R>] extends [never] ? [options?: O] : [options: O];

/** The answer to a call: the route's answer, or its page when the call sends a query. */
export type CallAnswer<R, O> = O extends { query: PageQuery } ? AnswerOf<R, true> : AnswerOf<R>;

/** What `send` takes: `CallOptions` without the types that tie them to one route. */
export interface SendOptions {
  params?: Readonly<Record<string, string>>;
  query?: PageQuery;
  search?: Readonly<Record<string, string>>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The route's path with its parameters and query, as sent. */
function urlOf(route: AnyRoute, { params, query, search: parameters }: SendOptions = {}): string {
  const path = (route.path as (params?: object) => string)(params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...parameters, ...query })) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.size === 0 ? path : `${path}?${search}`;
}

/**
 * The one way the app calls the API: a route of the table (contract/api.ts), its answer typed by the table. JSON in
 * and out, a content type only when there is a body, errors as ApiError.
 */
export async function call<R extends AnyRoute, O extends CallOptions<R>>(
  route: R,
  ...[options]: CallArguments<R, O>
): Promise<CallAnswer<R, O>> {
  return (await sendWithResponse(route, options as SendOptions)).data as CallAnswer<R, O>;
}

/**
 * `call` for helpers that take any route of a kind (`ListRoute<T>`, `RecordRoutes<T>`): they type the answer from
 * the route they were given, as `call` does from the one it is given.
 */
export async function send(route: AnyRoute, options?: SendOptions): Promise<unknown> {
  return (await sendWithResponse(route, options)).data;
}

/**
 * `call` with the response's status and headers, for the calls whose answer says more than its body (a 304 Not
 * Modified, a device token). `data` is undefined for a 304.
 */
export async function callWithResponse<R extends AnyRoute, O extends CallOptions<R>>(
  route: R,
  ...[options]: CallArguments<R, O>
): Promise<{ data: CallAnswer<R, O>; status: number; headers: Headers }> {
  const { data, status, headers } = await sendWithResponse(route, options as SendOptions);
  return { data: data as CallAnswer<R, O>, status, headers };
}

/** The one wrapper around fetch: a network failure becomes an ApiError with status 0. */
async function fetchRoute(route: AnyRoute, options: SendOptions = {}): Promise<Response> {
  const { body, headers = {}, signal } = options;
  try {
    return await fetch(urlOf(route, options), {
      method: route.method,
      credentials: 'include',
      signal,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'You appear to be offline. Please check your connection and try again.');
  }
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** A refused request as an ApiError: the server's `{error, field}` when it sent them. */
function refusal(response: Response, text: string, data: unknown): ApiError {
  const { error: serverMessage, field } = (data ?? {}) as { error?: unknown; field?: unknown };
  return new ApiError(
    response.status,
    typeof serverMessage === 'string' ? serverMessage : `${response.status}: ${text || response.statusText}`,
    typeof field === 'string' ? field : undefined,
  );
}

async function sendWithResponse(
  route: AnyRoute,
  options: SendOptions = {},
): Promise<{ data: unknown; status: number; headers: Headers }> {
  const response = await fetchRoute(route, options);
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok && response.status !== 304) throw refusal(response, text, data);
  return { data, status: response.status, headers: response.headers };
}

/**
 * A route that answers with a file (`FileDownload`): its bytes and the name the server gives it in
 * Content-Disposition (`fallbackName` when it gives none), for a page that must send a header a plain link cannot.
 */
export async function callForFile<R extends AnyRoute & { method: 'GET' }, O extends CallOptions<R>>(
  route: R,
  fallbackName: string,
  ...[options]: CallArguments<R, O>
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchRoute(route, options as SendOptions);
  if (!response.ok) {
    const text = await response.text();
    throw refusal(response, text, parseJson(text));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/i.exec(disposition)?.[1];
  let fileName = fallbackName;
  try {
    if (named) fileName = decodeURIComponent(named);
  } catch {
    // A malformed name: the fallback will do.
  }
  return { blob: await response.blob(), fileName };
}

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Called with 0..1 as the bytes leave the device; fetch cannot report this, hence XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
  /** The route's path parameters, when its pattern has any (`/api/admin/bookings/:id/…`). */
  params?: Readonly<Record<string, string>>;
}

/** Sends a multipart form to a route of the table with upload progress; errors as ApiError, like `call`. */
export function uploadFile<R extends AnyRoute & { method: 'POST' }>(
  route: R,
  formData: FormData,
  { headers = {}, onProgress, params }: UploadOptions = {},
): Promise<AnswerOf<R>> {
  return new Promise<AnswerOf<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, urlOf(route, { params }));
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
      resolve(data as AnswerOf<R>);
    };
    xhr.send(formData);
  });
}
