import { messageParts } from '../../../ui/chat/messageParts';

describe('messageParts', () => {
  it('marks http(s) addresses, and leaves the rest as typed', () => {
    expect(messageParts('我的作品集在 https://github.com/amy/portfolio ，歡迎看看')).toEqual([
      { text: '我的作品集在 ' },
      { text: 'https://github.com/amy/portfolio', href: 'https://github.com/amy/portfolio' },
      { text: ' ，歡迎看看' },
    ]);
    expect(messageParts('沒有網址，只有 example.com')).toEqual([{ text: '沒有網址，只有 example.com' }]);
    expect(messageParts('')).toEqual([{ text: '' }]);
  });

  it('ends an address at full-width punctuation, and drops the sentence’s closing marks', () => {
    expect(messageParts('看這個：https://cofounder.tw/project/u-001。')).toEqual([
      { text: '看這個：' },
      { text: 'https://cofounder.tw/project/u-001', href: 'https://cofounder.tw/project/u-001' },
      { text: '。' },
    ]);
    expect(messageParts('(see http://a.tw/x?q=1).')).toEqual([
      { text: '(see ' },
      { text: 'http://a.tw/x?q=1', href: 'http://a.tw/x?q=1' },
      { text: ').' },
    ]);
    expect(messageParts('「https://a.tw」和https://b.tw')).toEqual([
      { text: '「' },
      { text: 'https://a.tw', href: 'https://a.tw' },
      { text: '」和' },
      { text: 'https://b.tw', href: 'https://b.tw' },
    ]);
  });

  it('never marks what is not an address', () => {
    expect(messageParts('javascript:alert(1) https://')).toEqual([{ text: 'javascript:alert(1) https://' }]);
  });
});
