import {
  NOTIFICATION_PREVIEW_MAX,
  applicationNotificationText,
  chatNotificationText,
  decisionNotificationText,
  previewText,
} from '../../../core/notifications/notificationTexts';

describe('previewText', () => {
  it('keeps short texts and collapses whitespace', () => {
    expect(previewText('  明天\n有空\t聊聊嗎？ ')).toBe('明天 有空 聊聊嗎？');
  });
  it('keeps exactly 30 characters and shortens 31 to 29 + …', () => {
    expect(NOTIFICATION_PREVIEW_MAX).toBe(30);
    const thirty = '字'.repeat(30);
    expect(previewText(thirty)).toBe(thirty);
    expect(previewText('字'.repeat(31))).toBe(`${'字'.repeat(29)}…`);
    expect([...previewText('字'.repeat(100))]).toHaveLength(30);
  });
  it('has no bidi controls: quoted in a notification, they would turn its closing mark around', () => {
    expect(previewText('好\u202e的，明天見\u2066')).toBe('好的，明天見');
    expect(chatNotificationText('王小明', '晚\u202e安')).toBe('王小明 傳了訊息給你：「晚安」');
  });
  it('never splits an emoji', () => {
    expect(previewText('😀'.repeat(40))).toBe(`${'😀'.repeat(29)}…`);
  });
});

describe('notification texts', () => {
  it('quote a message or project name that has quotes of its own with 『』', () => {
    expect(chatNotificationText('王小明', '你看過「共享廚房」嗎？')).toBe(
      '王小明 傳了訊息給你：「你看過『共享廚房』嗎？」',
    );
    expect(chatNotificationText('王小明', '「好」', 2)).toBe('王小明 傳了 2 則訊息給你，最新一則：「『好』」');
    expect(applicationNotificationText('王小明', '「食」在好')).toBe('王小明 申請加入你的專案「『食』在好」');
    expect(decisionNotificationText('「食」在好', 'accepted')).toBe('恭喜！專案「『食』在好」已接受你的加入申請');
  });

  it('chat', () => {
    expect(chatNotificationText('王小明', '明天有空聊聊嗎？')).toBe('王小明 傳了訊息給你：「明天有空聊聊嗎？」');
    expect(chatNotificationText('', '嗨')).toBe('新會員 傳了訊息給你：「嗨」');
    expect(chatNotificationText('王小明', 'a'.repeat(40))).toBe(`王小明 傳了訊息給你：「${'a'.repeat(29)}…」`);
    // The row stands for the conversation's unread messages: more than one says how many.
    expect(chatNotificationText('王小明', '明天有空嗎？', 1)).toBe('王小明 傳了訊息給你：「明天有空嗎？」');
    expect(chatNotificationText('王小明', '明天有空嗎？', 3)).toBe(
      '王小明 傳了 3 則訊息給你，最新一則：「明天有空嗎？」',
    );
  });
  it('application', () => {
    expect(applicationNotificationText('王小明', '共享廚房')).toBe('王小明 申請加入你的專案「共享廚房」');
    expect(applicationNotificationText(' ', '共享廚房')).toBe('新會員 申請加入你的專案「共享廚房」');
  });
  it('decision', () => {
    expect(decisionNotificationText('共享廚房', 'accepted')).toBe('恭喜！專案「共享廚房」已接受你的加入申請');
    expect(decisionNotificationText('共享廚房', 'rejected')).toBe('很抱歉，專案「共享廚房」已婉拒你的加入申請');
  });
  it('uses Taiwan wording only', () => {
    const texts = [
      chatNotificationText('甲', '乙'),
      applicationNotificationText('甲', '乙'),
      decisionNotificationText('乙', 'accepted'),
      decisionNotificationText('乙', 'rejected'),
    ].join('');
    for (const mainland of ['项目', '項目', '信息', '消息', '用户', '拒绝']) expect(texts).not.toContain(mainland);
  });
});
