/**
 * The zh-TW texts a backend writes into notifications (server-side texts, stored in the
 * notification's `message`). Every backend uses these functions or the same wording.
 */
import { memberNameOrDefault } from '../rules/defaults';
import { quoted } from '../text/quoted';
import { trimText, withoutBidiControls } from '../validation/text';

/** A chat notification quotes at most this many characters (code points) of the message, "…" included. */
export const NOTIFICATION_PREVIEW_MAX = 30;

/**
 * The message as a one-line preview: without bidi controls (quoted in the notification, they would
 * turn its closing mark around), whitespace runs (newlines included) become one space, trimmed;
 * longer than `max` code points → the first `max - 1` and "…".
 */
export function previewText(text: string, max: number = NOTIFICATION_PREVIEW_MAX): string {
  const oneLine = withoutBidiControls(typeof text === 'string' ? text : '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...oneLine];
  if (chars.length <= max) return oneLine;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * One notification per conversation, rewritten by each message. `unreadInChat` is the
 * conversation's unread count after this message (what opening the chat takes off the bell), so
 * the panel's row says how many it stands for:
 * 王小明 傳了訊息給你：「明天有空聊聊嗎？」 / 王小明 傳了 3 則訊息給你，最新一則：「明天有空聊聊嗎？」
 */
export function chatNotificationText(senderName: string, text: string, unreadInChat = 1): string {
  const name = memberNameOrDefault(senderName);
  const preview = previewText(text);
  return unreadInChat > 1
    ? `${name} 傳了 ${Math.floor(unreadInChat)} 則訊息給你，最新一則：${quoted(preview)}`
    : `${name} 傳了訊息給你：${quoted(preview)}`;
}

/** e.g. 王小明 申請加入你的專案「共享廚房」 */
export function applicationNotificationText(applicantName: string, projectName: string): string {
  return `${memberNameOrDefault(applicantName)} 申請加入你的專案${quoted(trimText(projectName))}`;
}

/** e.g. 恭喜！專案「共享廚房」已接受你的加入申請 / 很抱歉，專案「共享廚房」已婉拒你的加入申請 */
export function decisionNotificationText(projectName: string, status: 'accepted' | 'rejected'): string {
  const name = quoted(trimText(projectName));
  return status === 'accepted' ? `恭喜！專案${name}已接受你的加入申請` : `很抱歉，專案${name}已婉拒你的加入申請`;
}
