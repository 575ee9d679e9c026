/**
 * Documents written before a derived field existed: `npm run firebase:backfill` (from the
 * repository root, once after deploying new rules and indexes) adds what the adapter writes on
 * every save and the queries order or search by:
 * - users/{uid}: profileComplete (core's isProfileComplete; Explore partners and Home order by
 *   it, and Firestore leaves a document without an order field out of an ordered query) and
 *   nameLower (the admin's member search), lastActiveAt (createdAt until the member opens the
 *   app; recommendations order their candidates by it) and isAdmin: false (recommendations ask
 *   isAdmin == false, so a member without the field would never be recommended);
 * - projects/{uid}: projectNameLower (the admin's project search) and hidden: false (a member's
 *   project queries say hidden == false, as firestore.rules ask, so a project without the field
 *   would be listed nowhere).
 * A document that has the field keeps it, so running the command again changes nothing.
 * And what firestore.rules refuse now but took before: a profile photo that is not the member's
 * own upload (an address on another site tells its owner who opens every list the member is in)
 * becomes none; the copies of it elsewhere follow through onUserUpdated.
 */
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { isProfileComplete } from '../../../../core/rules/profileComplete';
import { isOwnAvatarUrl } from '../../ownAvatarUrl';
import { COLLECTIONS } from '../../paths';
import { searchKey } from '../../queryCatalogue';
import { operatorApp, runCommand } from './operatorApp';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function missingUserFields(d: DocumentData, uid: string, projectId: string): DocumentData {
  const fields: DocumentData = {};
  // photoURL: the spec's other name for the photo, which the profile shows when avatarUrl is empty.
  for (const key of ['avatarUrl', 'photoURL'])
    if (d[key] !== undefined && !isOwnAvatarUrl(d[key], uid, projectId)) fields[key] = '';
  if (typeof d.profileComplete !== 'boolean') {
    fields.profileComplete = isProfileComplete({ role: d.role ?? null, headline: text(d.headline) });
  }
  if (typeof d.nameLower !== 'string') fields.nameLower = searchKey(text(d.name));
  if (d.lastActiveAt === undefined && d.createdAt !== undefined) fields.lastActiveAt = d.createdAt;
  if (typeof d.isAdmin !== 'boolean') fields.isAdmin = false;
  return fields;
}

function missingProjectFields(d: DocumentData): DocumentData {
  const fields: DocumentData = {};
  if (typeof d.projectNameLower !== 'string') fields.projectNameLower = searchKey(text(d.projectName));
  if (typeof d.hidden !== 'boolean') fields.hidden = false;
  return fields;
}

runCommand(async () => {
  const app = operatorApp();
  const db = getFirestore(app);
  const projectId = app.options.projectId ?? '';
  const writer = db.bulkWriter();
  const counts = { users: 0, projects: 0, photos: 0 };
  for (const [collection, missing, key] of [
    [COLLECTIONS.users, missingUserFields, 'users'],
    [COLLECTIONS.projects, missingProjectFields, 'projects'],
  ] as const) {
    for (const snap of (await db.collection(collection).get()).docs) {
      const fields = missing(snap.data(), snap.id, projectId);
      if (Object.keys(fields).length === 0) continue;
      void writer.update(snap.ref, fields);
      counts[key] += 1;
      if (fields.avatarUrl === '' || fields.photoURL === '') counts.photos += 1;
    }
  }
  await writer.close();
  const filled = `Filled in ${counts.users} user and ${counts.projects} project documents.`;
  // Said apart: many photos taken off at once tell an operator the project's bucket is not the one
  // the site uploads to (FIREBASE_STORAGE_BUCKET).
  if (counts.photos === 0) return filled;
  const photos = counts.photos === 1 ? '1 profile photo that is' : `${counts.photos} profile photos that are`;
  return `${filled} Took off ${photos} not the member’s own upload in this project’s bucket.`;
});
