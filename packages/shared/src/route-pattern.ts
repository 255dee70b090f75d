/** How a route pattern (`/x/:id`) matches a browser path, and which of several matching patterns wins. */

/** The parameters of `pathname` under `pattern` (segments compared case-insensitively), or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  return params;
}

/** Static segments outrank parameters, so `/x/baoCaoViPham` beats `/x/:id`. */
export function rankPattern(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score * 2 + (segment.startsWith(':') ? 0 : 1), 1);
}
