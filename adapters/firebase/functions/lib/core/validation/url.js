"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isSafeHttpUrl = isSafeHttpUrl;
exports.isEmail = isEmail;
/**
 * URL and email shape checks. Only http: and https: URLs are ever stored as links or rendered
 * as `<a href>` (ARCHITECTURE.md, UI conventions): javascript:, data:, file:, mailto:, ... are
 * refused.
 */
function isSafeHttpUrl(value) {
    if (typeof value !== 'string')
        return false;
    const v = value.trim();
    if (v === '' || /\s/.test(v))
        return false;
    let url;
    try {
        url = new URL(v);
    }
    catch {
        return false;
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
/**
 * The HTML `type=email` shape (WHATWG), plus a dot in the domain, as the auth providers want
 * a routable address. The value is checked as given: callers trim first.
 */
const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
function isEmail(value) {
    return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value);
}
//# sourceMappingURL=url.js.map