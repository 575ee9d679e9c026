/**
 * URL and email shape checks. Only http: and https: URLs are ever stored as links or rendered
 * as `<a href>` (ARCHITECTURE.md, UI conventions): javascript:, data:, file:, mailto:, ... are
 * refused.
 */
export function isSafeHttpUrl(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v === '' || /\s/.test(v)) return false;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * An address typed the way most people type one (`linkedin.com/in/me`, `www.example.tw`) with
 * https:// put in front; anything else (already with a scheme, a path of this site, blank, not
 * a host name) as it is, for the checks to judge.
 */
export function withWebScheme(value: string): string {
  const v = value.trim();
  if (v === '' || /^[a-z][a-z\d+.-]*:/i.test(v) || v.startsWith('/')) return v;
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u.test(v) ? `https://${v}` : v;
}

/** A path of this site: one leading slash (not `//host` or `/\\host`), no spaces or backslashes. */
export function isSitePath(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return /^\/(?![/\\])[^\s\\]*$/.test(v);
}

/**
 * What a URL field takes when it is saved, member or admin alike (profile links, a banner's
 * link, a resource's official site and picture): an https:// address or a path of this site.
 * Plain http: is refused too, as a member who follows it would leave the secure site.
 */
export function isHttpsOrSitePath(value: string): boolean {
  if (isSitePath(value)) return true;
  if (!isSafeHttpUrl(value)) return false;
  return new URL(value.trim()).protocol === 'https:';
}

/**
 * What a view may render as a link: an http(s) address (older data may hold http:) or a path of
 * this site; anything else (javascript:, data:, …) stays inert text.
 */
export function isLinkable(value: string): boolean {
  return isSafeHttpUrl(value) || isSitePath(value);
}

/**
 * The HTML `type=email` shape (WHATWG), plus a dot in the domain, as the auth providers want
 * a routable address. The value is checked as given: callers trim first.
 */
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value);
}
