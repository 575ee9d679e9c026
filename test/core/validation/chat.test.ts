import { MESSAGE_MAX_LENGTH, isBlankMessage, normalizeMessage, validateMessage } from '../../../core/validation/chat';

describe('chat messages', () => {
  it.each(['', ' ', '\n\t ', '\u3000'])('%p is blank', (t) => expect(isBlankMessage(t)).toBe(true));
  it.each(['嗨', ' 你好 ', '0'])('%p is not blank', (t) => expect(isBlankMessage(t)).toBe(false));

  it('normalises by trimming only', () => {
    expect(normalizeMessage('  你好\n明天見  ')).toBe('你好\n明天見');
  });

  it('validates blank and length', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(2000);
    expect(validateMessage('   ')).toBe('required');
    expect(validateMessage('好')).toBeNull();
    expect(validateMessage('字'.repeat(2000))).toBeNull();
    expect(validateMessage(` ${'字'.repeat(2000)} `)).toBeNull();
    expect(validateMessage('字'.repeat(2001))).toBe('too_long');
  });
});
