/**
 * Writes a client may send again: a message, an application, a submission. When the server
 * stored the first try but the reply was lost, the retry carries the same client id and must
 * answer with what was stored, counting nothing twice (unread counts, the bell, notifications,
 * the two submissions a member has). A malformed id is refused.
 */
import type { AppNotification, Answer, ChatMessage, Question } from '../../core/domain';
import { newClientId } from '../../core/domain';
import type { MakeHarness } from './harness';
import { expectBell, expectRejects, newMember, projectInput, quiet, record, withHarness } from './helpers';

function answer(questions: Question[], picks: number[]): Answer[] {
  return questions.map((q, i) => ({ questionId: q.id, chosenOptionIndex: picks[i] ?? 0 }));
}

export function describeRetriesContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: writes safe to retry`, () => {
    const harness = withHarness(makeHarness);

    it('a message sent again with its client id is stored once and counted once', async () => {
      const h = harness.get();
      const a = await newMember(h, '小明', { role: 'idea_holder' });
      const b = await newMember(h, '美玲', { role: 'technical' });
      const id = newClientId();
      const first = await a.client.chat.sendMessage(b.uid, '明天有空聊聊嗎？', id);
      const again = await a.client.chat.sendMessage(b.uid, '明天有空聊聊嗎？', id);
      expect(again.id).toBe(first.id);
      expect(again).toMatchObject({ senderId: a.uid, text: '明天有空聊聊嗎？' });
      await a.client.chat.sendMessage(b.uid, '晚上也可以', newClientId());

      await h.settle();
      const log = record<ChatMessage[]>((cb, err) => b.client.chat.watchMessages(a.uid, cb, err));
      const messages = await log.until((m) => m.length >= 2);
      await quiet(h);
      expect(log.latest().map((m) => m.text)).toEqual(['明天有空聊聊嗎？', '晚上也可以']);
      log.stop();
      expect(messages.filter((m) => m.id === first.id)).toHaveLength(1);
      await expectBell(b, 2);
    });

    it('refuses a malformed client id and stores nothing', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      for (const bad of ['', 'not-an-id', '__proto__', 'x'.repeat(200)]) {
        await expectRejects(a.client.chat.sendMessage(b.uid, '哈囉', bad), 'invalid-argument');
      }
      await quiet(h);
      await expectBell(b, 0);
    });

    it('an application sent again with its client id answers with the stored one and notifies once', async () => {
      const h = harness.get();
      const owner = await newMember(h, '專案主', { role: 'idea_holder' });
      await owner.client.projects.saveOwnProject(projectInput({ projectName: '共享廚房' }));
      const b = await newMember(h, '申請者', { role: 'technical' });
      const id = newClientId();
      const first = await b.client.applications.apply(owner.uid, id);
      const again = await b.client.applications.apply(owner.uid, id);
      expect(again).toEqual(first);
      // Another try that is not a retry is still a second application, refused.
      await expectRejects(b.client.applications.apply(owner.uid, newClientId()), [
        'already-exists',
        'permission-denied',
      ]);
      await h.settle();
      const notes = record<AppNotification[]>((cb, err) => owner.client.notifications.watchNotifications(20, cb, err));
      await notes.until((l) => l.length === 1);
      await quiet(h);
      expect(notes.latest()).toHaveLength(1);
      notes.stop();
      await expectBell(owner, 1);
    });

    it('a submission sent again with its client id is the same submission and spends one chance', async () => {
      const h = harness.get();
      const qid = await h.seedActiveQuestionnaire();
      const a = await newMember(h, 'A', { role: 'technical' });
      const questions = await a.client.questionnaire.listQuestions(qid);
      const id = newClientId();
      const first = await a.client.questionnaire.submit(qid, answer(questions, [0, 1, 0]), id);
      const again = await a.client.questionnaire.submit(qid, answer(questions, [0, 1, 0]), id);
      expect(again.id).toBe(first.id);
      expect(await a.client.questionnaire.countMySubmissions()).toBe(1);
      // The retake is still there.
      const second = await a.client.questionnaire.submit(qid, answer(questions, [1, 1, 1]), newClientId());
      expect(second.id).not.toBe(first.id);
      expect(await a.client.questionnaire.countMySubmissions()).toBe(2);
    });
  });
}
