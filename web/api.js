// The one door to the server: JSON over HTTP as docs/web-api.md describes it.
// Errors come back as thrown ApiError with the status and the server's own reason.

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = 'Bearer ' + token;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const type = res.headers.get('Content-Type') || '';
  let data = null;
  if (type.includes('json')) data = await res.json().catch(() => null);
  else data = await res.text();
  if (!res.ok) {
    const reason = data && typeof data === 'object' && data.error ? data.error : String(data || res.statusText);
    throw new ApiError(res.status, reason);
  }
  return data;
}

// "My games": every game link this browser created or opened, newest first.
const KEY = 'prestags.games';

export function myGames() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function rememberGame(id, token, note) {
  const list = myGames().filter((g) => !(g.id === id && g.token === (token || null)));
  list.unshift({ id, token: token || null, note: note || '', time: new Date().toISOString() });
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, 100)));
}

export function forgetGame(id, token) {
  localStorage.setItem(KEY, JSON.stringify(myGames().filter((g) => !(g.id === id && g.token === token))));
}

export function gameLink(id, token) {
  return '/game/' + id + (token ? '#token=' + token : '');
}

export const SIDE_CLASS = ['side0', 'side1'];
