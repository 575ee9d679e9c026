/**
 * The first admin: `npm run firebase:make-admin -- you@example.com` (from the repository root)
 * sets users/{uid}.isAdmin for the member registered with that address. From then on admins
 * grant and remove admin rights in the app.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { docPaths } from '../../paths';
import { operatorApp, runCommand } from './operatorApp';
import { OperatorError } from './operatorErrors';

runCommand(async () => {
  const email = process.argv[2]?.trim();
  if (!email) throw new OperatorError('Usage: npm run firebase:make-admin -- <email of a registered member>');
  const app = operatorApp();
  const user = await getAuth(app)
    .getUserByEmail(email)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'auth/user-not-found')
        throw new OperatorError(`No member is registered with ${email}: register in the app first.`);
      throw error;
    });
  const profile = getFirestore(app).doc(docPaths.user(user.uid));
  if (!(await profile.get()).exists)
    throw new OperatorError(`${email} has no profile yet: sign in to the app once first.`);
  await profile.update({ isAdmin: true });
  return `${email} (${user.uid}) is an admin.`;
});
