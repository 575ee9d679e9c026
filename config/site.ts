/**
 * The site's public address, read at build time from APP_SITE_URL (for example
 * https://cofounder.tw): what a link shared on LINE, Facebook or X points its preview card at
 * (src/index.html's og: and twitter: tags). '' when unset: the card then has the title and the
 * description but no picture, since those services need absolute addresses.
 */
export function readSiteUrl(env: Record<string, string | undefined>): string {
  const raw = env.APP_SITE_URL?.trim() ?? '';
  if (!raw) return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`APP_SITE_URL must be the site's address, such as https://cofounder.tw (got "${raw}")`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(`APP_SITE_URL must be an https:// address (got "${raw}")`);
  }
  return url.origin;
}
