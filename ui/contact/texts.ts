import { LIMITS } from '../../core/constants';

/** Contact us (spec 2 Contact, 5 Contact form, 8 Contact). */
export const contactTexts = {
  intro: '對共創夥伴有任何建議、合作提案，或在使用上遇到問題，都歡迎留言給我們。我們通常會在三個工作天內回覆。',
  operatorEmail: 'support@cofounder.tw',
  /** Before the operator's address (a mailto link) and the closing 。 */
  fallback: '如果表單無法送出，也可以直接寫信到',
  formLabel: '意見回饋表單',
  name: '姓名/暱稱',
  namePlaceholder: '例如：王小明',
  email: '電子郵件',
  emailHint: '選填。留下電子郵件，我們才能回信給你。',
  emailPlaceholder: 'name@example.com',
  message: '訊息內容',
  messagePlaceholder: '請告訴我們你的建議或遇到的問題。',
  submit: '送出',
  /** Success without a message of its own. */
  sent: '已收到你的訊息，謝謝！',
  /** Spec 8: no server message. */
  sendFailed: '無法送出，請稍後再試。',
  /** The sender is over the feedback rate (LIMITS.FEEDBACK_MAX_PER_WINDOW per hour). */
  tooMany: `每小時最多可以送出 ${LIMITS.FEEDBACK_MAX_PER_WINDOW} 則訊息，請稍後再試。`,
  /** Spec 8: unknown error. */
  unknownError: '發生未知錯誤',
} as const;
