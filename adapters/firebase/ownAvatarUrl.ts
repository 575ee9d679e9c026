/**
 * A member's photo as firestore.rules' ownAvatarUrl takes it: none, or the address Storage's
 * getDownloadURL gives for avatars/{uid} in the project's default bucket (the Storage emulator's
 * only for a local stack's demo- project). The operator's backfill takes off photos saved before that rule.
 */
export function isOwnAvatarUrl(url: unknown, uid: string, projectId: string): boolean {
  if (url === '') return true;
  if (typeof url !== 'string' || url.length > 2000 || !/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return false;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const host = /^demo-[a-z0-9-]+$/.test(projectId)
    ? String.raw`(https://firebasestorage\.googleapis\.com|http://(127\.0\.0\.1|localhost):[0-9]{1,5})`
    : String.raw`https://firebasestorage\.googleapis\.com`;
  const bucket = String.raw`${literal(projectId)}\.(appspot\.com|firebasestorage\.app)`;
  return new RegExp(
    String.raw`^${host}/v0/b/${bucket}/o/avatars%2F${literal(uid)}\?alt=media&token=[0-9A-Fa-f-]{1,64}$`,
  ).test(url);
}
