/**
 * The first admin: `npm run firebase:make-admin -- you@example.com` (from the repository root)
 * sets users/{uid}.isAdmin for the member registered with that address. From then on admins
 * grant and remove admin rights in the app.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { docPaths } from '../../paths';
import { operatorApp, runCommand } from './operatorApp';

runCommand(async () => {
  const email = process.argv[2]?.trim();
  if (!email) throw new Error('Usage: npm run firebase:make-admin -- <email of a registered member>');
  const app = operatorApp();
  const user = await getAuth(app)
    .getUserByEmail(email)
    .catch(() => {
      throw new Error(`No member is registered with ${email}: register in the app first.`);
    });
  const profile = getFirestore(app).doc(docPaths.user(user.uid));
  if (!(await profile.get()).exists) throw new Error(`${email} has no profile yet: sign in to the app once first.`);
  await profile.update({ isAdmin: true });
  return `${email} (${user.uid}) is an admin.`;
});
