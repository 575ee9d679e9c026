/**
 * A new Firebase project's content: `npm run firebase:seed` (from the repository root) writes the
 * demo's active questionnaire 創業潛力評測 with its questions, the home page's banners and the
 * resources (adapters/memory/demo), under the demo ids. A document already there is kept, so
 * running it again changes nothing and never overwrites what admins edited.
 */
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { demoBanners, demoResources } from '../../../memory/demo/demoContent';
import { demoQuestionnaire, demoQuestions } from '../../../memory/demo/demoQuestionnaire';
import { COLLECTIONS } from '../../paths';
import { operatorApp, runCommand } from './operatorApp';

runCommand(async () => {
  const db = getFirestore(operatorApp());
  const docs: [string, DocumentData][] = [
    [
      `${COLLECTIONS.questionnaires}/${demoQuestionnaire.id}`,
      { title: demoQuestionnaire.title, description: demoQuestionnaire.description, isActive: true },
    ],
    ...demoQuestions.map(({ id, ...q }): [string, DocumentData] => [`${COLLECTIONS.questions}/${id}`, q]),
    ...demoBanners.map(({ id, ...b }): [string, DocumentData] => [`${COLLECTIONS.banners}/${id}`, b]),
    ...demoResources.map(({ id, createdAt, ...r }): [string, DocumentData] => [
      `${COLLECTIONS.resources}/${id}`,
      { ...r, createdAt: Timestamp.fromMillis(createdAt) },
    ]),
  ];
  let created = 0;
  for (const [path, data] of docs) {
    const ref = db.doc(path);
    if ((await ref.get()).exists) continue;
    await ref.create(data);
    created += 1;
  }
  return `Seeded ${created} documents (${docs.length - created} were there already).`;
});
