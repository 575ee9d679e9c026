/**
 * Every document of the Firestore emulator (every collection, at every depth, found by listing
 * collection ids, not from a list of known ones) and every Auth emulator account that names a
 * uid: the check that nothing of a deleted member is left.
 */
import type { NamingRecord } from '../../../contract/harness';

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface RestDocument {
  name: string;
  fields?: Record<string, unknown>;
}

export async function firestoreRecordsNaming(firestoreHost: string, projectId: string, uid: string): Promise<NamingRecord[]> {
  const root = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const out: NamingRecord[] = [];

  const collectionIds = async (parent: string): Promise<string[]> => {
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const res = await fetch(`${parent}:listCollectionIds`, {
        method: 'POST',
        headers: OWNER,
        body: JSON.stringify({ pageSize: 300, ...(pageToken ? { pageToken } : {}) }),
      });
      if (!res.ok) throw new Error(`listCollectionIds ${parent}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { collectionIds?: string[]; nextPageToken?: string };
      ids.push(...(body.collectionIds ?? []));
      pageToken = body.nextPageToken;
    } while (pageToken);
    return ids;
  };

  const walkCollection = async (parent: string, collectionId: string): Promise<void> => {
    let pageToken: string | undefined;
    do {
      const url = `${parent}/${collectionId}?pageSize=300&showMissing=true${pageToken ? `&pageToken=${pageToken}` : ''}`;
      const res = await fetch(url, { headers: OWNER });
      if (!res.ok) throw new Error(`list ${url}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { documents?: RestDocument[]; nextPageToken?: string };
      for (const d of body.documents ?? []) {
        const path = d.name.slice(d.name.indexOf('/documents/') + '/documents/'.length);
        if (d.fields && (path.includes(uid) || JSON.stringify(d.fields).includes(uid))) out.push({ kind: kindOf(path, uid), where: path });
        for (const sub of await collectionIds(`${root}/${path}`)) await walkCollection(`${root}/${path}`, sub);
      }
      pageToken = body.nextPageToken;
    } while (pageToken);
  };

  for (const id of await collectionIds(root)) await walkCollection(root, id);
  return out;
}

function kindOf(path: string, uid: string): NamingRecord['kind'] {
  const parts = path.split('/');
  if (parts[0] === 'chats' && parts[2] === 'messages') return 'message';
  if (parts[0] === 'users' && parts[1] !== uid && parts[2] === 'chats' && parts[3] === uid) return 'partner-chat-summary';
  return 'other';
}

/** The Auth emulator's accounts with this uid. */
export async function authRecordsNaming(authHost: string, projectId: string, uid: string): Promise<NamingRecord[]> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId: [uid] }),
  });
  if (!res.ok) throw new Error(`accounts:lookup: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { users?: { localId: string }[] };
  return (body.users ?? []).map((u) => ({ kind: 'other' as const, where: `auth/${u.localId}` }));
}
