/**
 * The pure planners behind the Cloud Functions (adapters/firebase/serverEffects): chat
 * summaries and the bell, notifications, application notices, scoring, and submitFeedback.
 * They are replayed here over a small in-memory document map, so the bell model of
 * core/rules/unread.ts is checked end to end: bell = Σ summary unread + unread non-chat notes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatNotificationId } from '../../../core/domain';
import { toQuestion, toSubmission } from '../../../adapters/firebase/mapping';
import { bellCount } from '../../../core/rules/unread';
import { scoreAnswers } from '../../../core/scoring/archetypeScoring';
import { validateAnswers } from '../../../core/validation/questionnaire';
import { applicationNotificationText, chatNotificationText, decisionNotificationText } from '../../../core/notifications/notificationTexts';
import { planApplicationCreated, planApplicationDecided } from '../../../adapters/firebase/serverEffects/applicationEffects';
import { planMessageEffects, planSummaryReadEffects, receiverOf, type MessageCreated } from '../../../adapters/firebase/serverEffects/chatEffects';
import { FEEDBACK_TEXTS, planFeedback, planFeedbackRate } from '../../../adapters/firebase/serverEffects/feedbackEffects';
import { FEEDBACK_SUCCESS_MESSAGE } from '../../../adapters/memory/feedbackService';
import { FEEDBACK_TEXTS as SUPABASE_FEEDBACK_TEXTS } from '../../../adapters/supabase/supabase/functions/submit-feedback/handler';
import { LIMITS } from '../../../core/constants';
import { planNotificationReadEffects } from '../../../adapters/firebase/serverEffects/notificationEffects';
import { planSubmissionScoring, type SubmissionPlan } from '../../../adapters/firebase/serverEffects/submissionEffects';
import { planProfileRefresh } from '../../../adapters/firebase/serverEffects/profileEffects';
import type { Data, Write } from '../../../adapters/firebase/serverEffects/writes';

/** Applies writes the way the Admin SDK does (set, set-merge, update with existing document). */
function applyAll(docs: Map<string, Data>, writes: readonly Write[]): void {
  for (const w of writes) {
    if (w.op === 'delete') docs.delete(w.path);
    else if (w.op === 'update') {
      const cur = docs.get(w.path);
      if (!cur) throw new Error(`update of missing ${w.path}`);
      docs.set(w.path, { ...cur, ...w.data });
    } else if (w.merge) {
      const cur = docs.get(w.path) ?? {};
      const merged: Data = { ...cur };
      for (const [k, v] of Object.entries(w.data)) {
        merged[k] = typeof v === 'object' && v !== null && !(v instanceof Date) && !Array.isArray(v) ? { ...((cur[k] as Data) ?? {}), ...(v as Data) } : v;
      }
      docs.set(w.path, merged);
    } else docs.set(w.path, { ...w.data });
  }
}

/** A tiny backend: members, and the function shells' reads → planner → writes. */
function world(...uids: string[]) {
  const docs = new Map<string, Data>();
  for (const uid of uids) docs.set(`users/${uid}`, { name: uid.toUpperCase(), avatarUrl: `https://img/${uid}`, unreadNotifications: 0 });
  let now = 1_000;
  let msgId = 0;
  const bell = (uid: string) => (docs.get(`users/${uid}`)?.unreadNotifications as number | undefined) ?? null;
  const summary = (uid: string, other: string) => {
    const d = docs.get(`users/${uid}/chats/${other}`);
    if (!d) return null;
    return {
      unreadCount: d.unreadCount as number,
      lastMessageId: d.lastMessageId as string,
      lastTimestampMs: ((d.lastMessage as Data).timestamp as Date).getTime(),
    };
  };
  const member = (uid: string) => {
    const d = docs.get(`users/${uid}`);
    return d ? { name: d.name as string, avatarUrl: d.avatarUrl as string } : null;
  };
  return {
    docs,
    bell,
    send(from: string, to: string, text: string, override: Partial<MessageCreated> = {}): MessageCreated {
      now += 10;
      msgId += 1;
      const message: MessageCreated = { chatId: [from, to].sort().join('_'), messageId: `m${msgId}`, text, senderId: from, timestampMs: now, ...override };
      this.deliver(message);
      return message;
    },
    deliver(message: MessageCreated) {
      const to = receiverOf(message.chatId, message.senderId)!;
      applyAll(
        docs,
        planMessageEffects(
          message,
          { sender: member(message.senderId), receiver: member(to), senderSummary: summary(message.senderId, to), receiverSummary: summary(to, message.senderId), receiverBell: bell(to) },
          now,
        ),
      );
    },
    /** The client's markChatRead, then the onChatSummaryUpdated and onNotificationUpdated shells. */
    openChat(uid: string, other: string) {
      const path = `users/${uid}/chats/${other}`;
      const before = docs.get(path);
      if (before && (before.unreadCount as number) > 0) {
        docs.set(path, { ...before, unreadCount: 0 });
        applyAll(docs, planSummaryReadEffects({ uid, otherId: other, beforeUnread: before.unreadCount as number, afterUnread: 0 }, bell(uid)));
      }
      const nPath = `users/${uid}/notifications/${chatNotificationId(other)}`;
      const n = docs.get(nPath);
      if (n && n.isRead === false) {
        docs.set(nPath, { ...n, isRead: true });
        applyAll(docs, planNotificationReadEffects({ uid, notificationId: chatNotificationId(other), before: { type: 'chat', isRead: false }, after: { type: 'chat', isRead: true } }, bell(uid)));
      }
    },
    clickNotification(uid: string, id: string) {
      const path = `users/${uid}/notifications/${id}`;
      const n = docs.get(path)!;
      docs.set(path, { ...n, isRead: true });
      applyAll(docs, planNotificationReadEffects({ uid, notificationId: id, before: { type: n.type as 'application', isRead: n.isRead as boolean }, after: { type: n.type as 'application', isRead: true } }, bell(uid)));
    },
    /** What the bell should be by the one model. */
    modelBell(uid: string) {
      const summaries = [...docs.entries()].filter(([k]) => k.startsWith(`users/${uid}/chats/`)).map(([, v]) => ({ unreadCount: v.unreadCount as number }));
      const notes = [...docs.entries()].filter(([k]) => k.startsWith(`users/${uid}/notifications/`)).map(([, v]) => ({ type: v.type as 'chat', isRead: v.isRead as boolean }));
      return bellCount(summaries, notes);
    },
    now: () => now,
  };
}

describe('chat effects', () => {
  it('a message updates both summaries, the receiver’s unread counts and one chat notification', () => {
    const w = world('amy', 'bob');
    w.send('amy', 'bob', '  你好\n想聊聊  ');
    expect(w.docs.get('users/bob/chats/amy')).toMatchObject({
      otherId: 'amy',
      otherName: 'AMY',
      otherAvatar: 'https://img/amy',
      unreadCount: 1,
      lastMessage: { text: '  你好\n想聊聊  ', senderId: 'amy' },
    });
    expect(w.docs.get('users/amy/chats/bob')).toMatchObject({ otherId: 'bob', otherName: 'BOB', unreadCount: 0 });
    expect(w.docs.get('users/bob/notifications/chat_amy')).toMatchObject({
      type: 'chat',
      userId: 'bob',
      isRead: false,
      link: '/chat/amy',
      message: chatNotificationText('AMY', '  你好\n想聊聊  '),
    });
    expect(w.bell('bob')).toBe(1);
    expect(w.bell('amy')).toBe(0);

    // A second unread message: the conversation's one notification now says it stands for two.
    w.send('amy', 'bob', '明天見');
    expect(w.docs.get('users/bob/notifications/chat_amy')).toMatchObject({ message: chatNotificationText('AMY', '明天見', 2) });
    expect(w.bell('bob')).toBe(2);
  });

  it('keeps the bell equal to the model through messages, opening chats and clicks', () => {
    const w = world('a', 'b', 'c');
    w.send('a', 'b', '一');
    w.send('a', 'b', '二');
    w.send('c', 'b', '三');
    expect(w.bell('b')).toBe(3);
    expect(w.docs.get('users/b/chats/a')?.unreadCount).toBe(2);
    // Still one chat notification per conversation, unread, refreshed by the latest message.
    expect([...w.docs.keys()].filter((k) => k.startsWith('users/b/notifications/'))).toEqual(['users/b/notifications/chat_a', 'users/b/notifications/chat_c']);
    expect(w.docs.get('users/b/notifications/chat_a')?.message).toContain('二');
    w.openChat('b', 'a');
    expect(w.bell('b')).toBe(1);
    expect(w.docs.get('users/b/notifications/chat_a')?.isRead).toBe(true);
    w.openChat('b', 'a');
    w.openChat('b', 'c');
    w.openChat('b', 'c');
    expect(w.bell('b')).toBe(0);
    w.send('a', 'b', '又來了');
    expect(w.docs.get('users/b/notifications/chat_a')?.isRead).toBe(false);
    expect(w.bell('b')).toBe(1);
    for (const uid of ['a', 'b', 'c']) expect(w.bell(uid)).toBe(w.modelBell(uid));
  });

  it('a retried trigger (same message) changes nothing; a late older message does not replace the newer lastMessage', () => {
    const w = world('a', 'b');
    const m1 = w.send('a', 'b', '先');
    const m2 = w.send('a', 'b', '後');
    const snapshot = JSON.stringify([...w.docs]);
    w.deliver(m2);
    expect(JSON.stringify([...w.docs])).toBe(snapshot);
    w.deliver({ ...m1, messageId: 'late', text: '遲到的', timestampMs: m1.timestampMs - 5 });
    expect((w.docs.get('users/b/chats/a')?.lastMessage as Data).text).toBe('後');
    expect(w.docs.get('users/b/chats/a')?.unreadCount).toBe(3);
    expect(w.bell('b')).toBe(3);
  });

  it('refuses chat ids that do not name the sender and one other member', () => {
    const state = { sender: null, receiver: null, senderSummary: null, receiverSummary: null, receiverBell: 0 };
    const m = { chatId: 'a_b', messageId: 'm', text: 'x', senderId: 'z', timestampMs: 1 };
    expect(planMessageEffects(m, state, 1)).toEqual([]);
    expect(planMessageEffects({ ...m, chatId: 'a_a', senderId: 'a' }, state, 1)).toEqual([]);
    expect(planMessageEffects({ ...m, chatId: 'a_b_c', senderId: 'a' }, state, 1)).toEqual([]);
    expect(receiverOf('a_b', 'b')).toBe('a');
  });

  it('no user document for the receiver: summaries and notification, but no bell write', () => {
    const writes = planMessageEffects(
      { chatId: 'a_b', messageId: 'm', text: 'x', senderId: 'a', timestampMs: 5 },
      { sender: { name: '', avatarUrl: '' }, receiver: null, senderSummary: null, receiverSummary: null, receiverBell: null },
      9,
    );
    expect(writes.map((w) => [w.op, w.path])).toEqual([
      ['set', 'users/b/chats/a'],
      ['set', 'users/a/chats/b'],
      ['set', 'users/b/notifications/chat_a'],
    ]);
    // A blank sender name becomes the default member name.
    expect((writes[0] as { data: Data }).data.otherName).toBe('新會員');
  });

  it('a summary going down lowers the bell by as much, never below 0; going up does nothing', () => {
    expect(planSummaryReadEffects({ uid: 'u', otherId: 'o', beforeUnread: 3, afterUnread: 0 }, 5)).toEqual([
      { op: 'update', path: 'users/u', data: { unreadNotifications: 2 } },
    ]);
    expect(planSummaryReadEffects({ uid: 'u', otherId: 'o', beforeUnread: 3, afterUnread: 0 }, 1)).toEqual([
      { op: 'update', path: 'users/u', data: { unreadNotifications: 0 } },
    ]);
    expect(planSummaryReadEffects({ uid: 'u', otherId: 'o', beforeUnread: 0, afterUnread: 1 }, 1)).toEqual([]);
    expect(planSummaryReadEffects({ uid: 'u', otherId: 'o', beforeUnread: 2, afterUnread: 0 }, null)).toEqual([]);
  });
});

describe('notification and application effects', () => {
  it('clicking an unread non-chat notification lowers the bell by 1; a chat one or a read one does not', () => {
    const n = (type: 'chat' | 'application', isRead: boolean) => ({ type, isRead });
    expect(planNotificationReadEffects({ uid: 'u', notificationId: 'x', before: n('application', false), after: n('application', true) }, 2)).toEqual([
      { op: 'update', path: 'users/u', data: { unreadNotifications: 1 } },
    ]);
    expect(planNotificationReadEffects({ uid: 'u', notificationId: 'x', before: n('chat', false), after: n('chat', true) }, 2)).toEqual([]);
    expect(planNotificationReadEffects({ uid: 'u', notificationId: 'x', before: n('application', true), after: n('application', true) }, 2)).toEqual([]);
    expect(planNotificationReadEffects({ uid: 'u', notificationId: 'x', before: n('application', false), after: n('application', true) }, 0)).toEqual([]);
  });

  it('an application the owner decided before its notice was written: the notice arrives read, the bell stays', () => {
    const project = { ownerId: 'owner', projectName: '共享廚房' };
    for (const status of ['accepted', 'rejected'] as const) {
      const writes = planApplicationCreated({ projectId: 'owner', applicantId: 'app', applicantName: '小美', status }, project, false, 2, 50);
      expect(writes).toEqual([expect.objectContaining({ op: 'set', data: expect.objectContaining({ isRead: true }) })]);
    }
  });

  it('an application notifies the owner once; a decision notifies the applicant once; both count on the bell', () => {
    const w = world('owner', 'app');
    const project = { ownerId: 'owner', projectName: ' 共享廚房 ' };
    const created = planApplicationCreated({ projectId: 'owner', applicantId: 'app', applicantName: '小美', status: 'pending' }, project, false, 0, 50);
    expect(created).toEqual([
      {
        op: 'set',
        path: 'users/owner/notifications/application_owner_app',
        data: {
          id: 'application_owner_app',
          userId: 'owner',
          type: 'application',
          message: applicationNotificationText('小美', '共享廚房'),
          isRead: false,
          link: '/project/owner',
          // Whom the notice names: it goes with their account.
          about: 'app',
          createdAt: new Date(50),
        },
      },
      { op: 'update', path: 'users/owner', data: { unreadNotifications: 1 } },
    ]);
    applyAll(w.docs, created);
    expect(planApplicationCreated({ projectId: 'owner', applicantId: 'app', applicantName: '小美', status: 'pending' }, project, true, 1, 60)).toEqual([]);
    expect(planApplicationCreated({ projectId: 'owner', applicantId: 'owner', applicantName: 'x', status: 'pending' }, project, false, 1, 60)).toEqual([]);
    expect(planApplicationCreated({ projectId: 'gone', applicantId: 'app', applicantName: 'x', status: 'pending' }, null, false, 1, 60)).toEqual([]);

    // A block either way between the owner and the applicant: the decision tells nothing.
    expect(
      planApplicationDecided({ projectId: 'owner', applicantId: 'app', before: 'pending', after: 'accepted', blocked: true }, project, false, 0, 70),
    ).toEqual([]);
    const decided = planApplicationDecided({ projectId: 'owner', applicantId: 'app', before: 'pending', after: 'accepted', blocked: false }, project, false, 0, 70);
    applyAll(w.docs, decided);
    expect(w.docs.get('users/app/notifications/decision_owner_app')).toMatchObject({
      type: 'application',
      message: decisionNotificationText('共享廚房', 'accepted'),
      link: '/project/owner',
      about: 'owner',
      isRead: false,
    });
    expect(w.bell('app')).toBe(1);
    expect(planApplicationDecided({ projectId: 'owner', applicantId: 'app', before: 'accepted', after: 'rejected' }, project, false, 1, 80)).toEqual([]);
    expect(planApplicationDecided({ projectId: 'owner', applicantId: 'app', before: 'pending', after: 'rejected' }, project, true, 1, 80)).toEqual([]);
    w.clickNotification('app', 'decision_owner_app');
    w.clickNotification('owner', 'application_owner_app');
    expect([w.bell('app'), w.bell('owner')]).toEqual([0, 0]);
  });
});

describe('submission scoring', () => {
  const questions = [
    { id: 'q1', options: [{ scores: { overall: 3, skill: 3, execution: 1, teamwork: 0, risk: 0 } }, { scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } }] },
    { id: 'q2', options: [{ value: 2 }, { value: 0 }] },
  ];
  const base = { userId: 'u', questionnaireId: 'qq', resultId: null };

  it('scores with core’s rule, writes the result under the submission id, the resultId back, and the member’s archetypeResult', () => {
    const answers = [
      { questionId: 'q1', chosenOptionIndex: 0 },
      { questionId: 'q2', chosenOptionIndex: 1 },
    ];
    const plan = planSubmissionScoring(
      { ...base, submissionId: 'u_1', answers, createdAtMs: 10 },
      { questions, memberSubmissions: [{ id: 'u_1', createdAtMs: 10 }], currentRetakeCount: null, userExists: true },
      99,
    ) as SubmissionPlan;
    const expected = scoreAnswers(questions, answers);
    expect(plan.scored).toEqual(expected);
    expect(plan.retakeCount).toBe(0);
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'questionnaire_results/u_1',
        data: {
          userId: 'u',
          submissionId: 'u_1',
          questionnaireId: 'qq',
          overallScore: expected.overallScore,
          archetype: expected.archetype,
          retakeCount: 0,
          dimensionScores: expected.dimensionScores,
          createdAt: new Date(99),
        },
      },
      { op: 'update', path: 'questionnaire_submissions/u_1', data: { resultId: 'u_1' } },
      {
        op: 'update',
        path: 'users/u',
        data: { archetypeResult: { archetype: expected.archetype, overallScore: expected.overallScore, resultId: 'u_1', retakeCount: 0 } },
      },
    ]);
  });

  it('refuses, without scoring, a submission that does not answer each question exactly once with one of its options', () => {
    const state = { questions, memberSubmissions: [], currentRetakeCount: null, userExists: true };
    const refusal = { refused: 'answers_incomplete', writes: [{ op: 'update', path: 'questionnaire_submissions/u_1', data: { refusedReason: 'answers_incomplete' } }] };
    for (const answers of [
      [{ questionId: 'q1', chosenOptionIndex: 0 }],
      [
        { questionId: 'q1', chosenOptionIndex: 0 },
        { questionId: 'q1', chosenOptionIndex: 1 },
      ],
      [
        { questionId: 'q1', chosenOptionIndex: 0 },
        { questionId: 'q2', chosenOptionIndex: 2 },
      ],
      [
        { questionId: 'q1', chosenOptionIndex: 0 },
        { questionId: 'q2', chosenOptionIndex: 0 },
        { questionId: 'q3', chosenOptionIndex: 0 },
      ],
    ]) {
      expect(planSubmissionScoring({ ...base, submissionId: 'u_1', answers, createdAtMs: 10 }, state, 1)).toEqual(refusal);
    }
    expect(planSubmissionScoring({ ...base, submissionId: 'u_1', answers: [{ questionId: 'q1', chosenOptionIndex: 0 }], createdAtMs: 10 }, { ...state, questions: [] }, 1)).toEqual(refusal);
  });

  it('a refused earlier submission is no assessment: the next one is not a retake', () => {
    const answers = [
      { questionId: 'q1', chosenOptionIndex: 0 },
      { questionId: 'q2', chosenOptionIndex: 0 },
    ];
    const subs = [
      { id: 'u_1', createdAtMs: 10, refused: true },
      { id: 'u_2', createdAtMs: 20 },
    ];
    const plan = planSubmissionScoring({ ...base, submissionId: 'u_2', answers, createdAtMs: 20 }, { questions, memberSubmissions: subs, currentRetakeCount: null, userExists: true }, 1) as SubmissionPlan;
    expect(plan.retakeCount).toBe(0);
  });

  it('the second submission is the retake (retakeCount 1); a late first never overwrites the newer result on the profile', () => {
    const subs = [
      { id: 'u_1', createdAtMs: 10 },
      { id: 'u_2', createdAtMs: 20 },
    ];
    const answers = [
      { questionId: 'q2', chosenOptionIndex: 0 },
      { questionId: 'q1', chosenOptionIndex: 1 },
    ];
    const second = planSubmissionScoring({ ...base, submissionId: 'u_2', answers, createdAtMs: 20 }, { questions, memberSubmissions: subs, currentRetakeCount: 0, userExists: true }, 1) as SubmissionPlan;
    expect(second.retakeCount).toBe(1);
    expect(second.writes.some((w) => w.path === 'users/u')).toBe(true);
    const lateFirst = planSubmissionScoring({ ...base, submissionId: 'u_1', answers, createdAtMs: 10 }, { questions, memberSubmissions: subs, currentRetakeCount: 1, userExists: true }, 2) as SubmissionPlan;
    expect(lateFirst.retakeCount).toBe(0);
    expect(lateFirst.writes.some((w) => w.path === 'users/u')).toBe(false);
  });

  it('does nothing for an already scored submission (a retried trigger) or one without a member', () => {
    const state = { questions, memberSubmissions: [], currentRetakeCount: null, userExists: true };
    expect(planSubmissionScoring({ ...base, resultId: 'u_1', submissionId: 'u_1', answers: [], createdAtMs: 1 }, state, 1)).toBeNull();
    expect(planSubmissionScoring({ ...base, userId: '', submissionId: 'x', answers: [], createdAtMs: 1 }, state, 1)).toBeNull();
  });
});

describe('submitFeedback', () => {
  it('thanks the sender in the words of every backend', () => {
    expect(FEEDBACK_TEXTS.success).toBe(FEEDBACK_SUCCESS_MESSAGE);
    expect(FEEDBACK_TEXTS.success).toBe(SUPABASE_FEEDBACK_TEXTS.success);
    expect(FEEDBACK_TEXTS.required).toBe(SUPABASE_FEEDBACK_TEXTS.required);
    expect(FEEDBACK_TEXTS.emailInvalid).toBe(SUPABASE_FEEDBACK_TEXTS.email);
  });

  it('accepts a valid message (email optional), trimmed, with the caller', () => {
    expect(planFeedback({ name: ' 王小明 ', email: '', message: ' 你好 ' }, 'u1', 5)).toEqual({
      response: { success: true, message: FEEDBACK_TEXTS.success },
      document: { name: '王小明', email: '', message: '你好', uid: 'u1', createdAt: new Date(5) },
    });
    expect(planFeedback({ name: '王', email: 'w@example.com', message: '嗨' }, null, 5).document).toMatchObject({ email: 'w@example.com', uid: null });
  });

  it('refuses what the contact form refuses, with a zh-TW message and nothing stored', () => {
    for (const [data, message] of [
      [{ name: '', email: '', message: '內容' }, FEEDBACK_TEXTS.required],
      [{ name: '王', email: '', message: '   ' }, FEEDBACK_TEXTS.required],
      [{ name: '王', email: 'nope', message: '內容' }, FEEDBACK_TEXTS.emailInvalid],
      [{ name: '王', email: '', message: '長'.repeat(5001) }, FEEDBACK_TEXTS.tooLong],
      [null, FEEDBACK_TEXTS.required],
      [{ name: 42, message: ['x'] }, FEEDBACK_TEXTS.required],
    ] as const) {
      expect(planFeedback(data, null, 1)).toEqual({ response: { success: false, message }, document: null });
    }
  });
});

describe('scoring in the Cloud Function gives the shared vectors’ results (core/scoring/archetype-vectors.json)', () => {
  interface Vector {
    name: string;
    questions: { id: string; options: unknown[] }[];
    answers: unknown[];
    expected: { overallScore: number; archetype: string; dimensionScores: Record<string, number> };
  }
  const file = JSON.parse(readFileSync(join(process.cwd(), 'core/scoring/archetype-vectors.json'), 'utf8')) as { vectors: Vector[] };

  it('has vectors', () => expect(file.vectors.length).toBeGreaterThan(3));

  it.each(file.vectors.map((v) => [v.name, v]))('%s', (_name, v) => {
    const vector = v as Vector;
    // As the onSubmissionCreated shell reads them: question and submission documents, mapped.
    const questions = vector.questions.map((q) => toQuestion(q.id, { questionnaireId: 'qq', part: 1, order: 1, text: 't', options: q.options }));
    const submission = toSubmission('u_1', { userId: 'u', questionnaireId: 'qq', answers: vector.answers, createdAt: 1, resultId: null });
    const plan = planSubmissionScoring(
      { ...submission, submissionId: 'u_1', createdAtMs: submission.createdAt },
      { questions, memberSubmissions: [], currentRetakeCount: null, userExists: true },
      1,
    );
    // A vector that does not answer every question exactly once is refused, never scored.
    if (validateAnswers(questions, submission.answers)) {
      expect(plan).toEqual({ refused: 'answers_incomplete', writes: [{ op: 'update', path: 'questionnaire_submissions/u_1', data: { refusedReason: 'answers_incomplete' } }] });
    } else {
      expect((plan as SubmissionPlan).scored).toEqual(vector.expected);
    }
  });

  it('vectors that answer every question exactly once are scored (and there are some)', () => {
    const complete = file.vectors.filter((v) => {
      const questions = v.questions.map((q) => toQuestion(q.id, { options: q.options }));
      return validateAnswers(questions, toSubmission('u_1', { answers: v.answers }).answers) === null;
    });
    expect(complete.length).toBeGreaterThan(2);
  });
});

describe('profile refresh', () => {
  it('a new name or avatar refreshes the project owner info, the partners’ summaries and the applications', () => {
    const w = planProfileRefresh(
      'amy',
      { name: 'Amy', avatarUrl: 'a.png' },
      { name: '艾咪', avatarUrl: 'b.png' },
      { projectExists: true, partnerIds: ['bob', 'bob', 'amy'], appliedProjectIds: ['p1'] },
    );
    expect(w).toEqual([
      { op: 'update', path: 'projects/amy', data: { ownerName: '艾咪', ownerAvatar: 'b.png' } },
      { op: 'update', path: 'users/bob/chats/amy', data: { otherName: '艾咪', otherAvatar: 'b.png' } },
      { op: 'update', path: 'projects/p1/applications/amy', data: { applicantName: '艾咪', applicantAvatar: 'b.png' } },
    ]);
  });

  it('nothing when neither changed, or nothing holds a copy', () => {
    const same = { name: 'Amy', avatarUrl: 'a.png' };
    expect(planProfileRefresh('amy', same, { ...same }, { projectExists: true, partnerIds: ['bob'], appliedProjectIds: ['p'] })).toEqual([]);
    expect(planProfileRefresh('amy', same, { ...same, name: 'X' }, { projectExists: false, partnerIds: [], appliedProjectIds: [] })).toEqual([]);
  });
});

describe('feedback rate per sender', () => {
  const HOUR = LIMITS.FEEDBACK_WINDOW_MS;

  it(`allows ${LIMITS.FEEDBACK_MAX_PER_WINDOW} in any window, then refuses until the oldest leaves it`, () => {
    let sent: number[] = [];
    for (let i = 0; i < LIMITS.FEEDBACK_MAX_PER_WINDOW; i += 1) {
      const rate = planFeedbackRate(sent, 1_000 + i);
      expect(rate.allowed).toBe(true);
      sent = rate.sentAtMs;
    }
    expect(planFeedbackRate(sent, 2_000)).toEqual({ allowed: false, sentAtMs: sent });
    expect(planFeedbackRate(sent, 1_000 + HOUR).allowed).toBe(true);
    expect(planFeedbackRate(sent, 1_000 + HOUR).sentAtMs).toEqual([1_001, 1_002, 1_003, 1_004, 1_000 + HOUR]);
  });

  it('counts a time later than its own now (a concurrent call stored it), and ignores what is not a time', () => {
    const full = [5_000, 5_001, 5_002, 5_003, 5_004];
    expect(planFeedbackRate(full, 4_000).allowed).toBe(false);
    expect(planFeedbackRate(['x', null, 5_000], 5_000)).toEqual({ allowed: true, sentAtMs: [5_000, 5_000] });
    expect(planFeedbackRate(undefined, 1)).toEqual({ allowed: true, sentAtMs: [1] });
  });
});
