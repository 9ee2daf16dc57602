/** The API client for signed-in routes: every call carries the caller's ID token as a bearer token. */
import { api, ApiError, type RequestOptions } from '../api-client';
import { loadAmplifyAuth } from './amplify';

/** The signed-in user's current ID token (Amplify refreshes it when due), or `undefined` when signed out. */
export async function fetchIdToken(): Promise<string | undefined> {
  const auth = await loadAmplifyAuth();
  const session = await auth.fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

async function getIdToken(): Promise<string> {
  const token = await fetchIdToken();
  if (!token) throw new ApiError(401, 'Unauthorized', 'Sign-in required.');
  return token;
}

async function withToken(options: RequestOptions = {}): Promise<RequestOptions> {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${await getIdToken()}` } };
}

export const authedApi = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    api.get<T>(path, await withToken(options)),
  post: async <T>(path: string, options?: RequestOptions) => api.post<T>(path, await withToken(options)),
  put: async <T>(path: string, options?: RequestOptions) => api.put<T>(path, await withToken(options)),
  patch: async <T>(path: string, options?: RequestOptions) => api.patch<T>(path, await withToken(options)),
  delete: async <T>(path: string, options?: RequestOptions) => api.delete<T>(path, await withToken(options)),
};
