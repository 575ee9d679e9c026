/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextArea } from '../../../ui/components/TextArea';
import { TextField } from '../../../ui/components/TextField';
import { renderWithTheme } from './render';

function Harness({ multiline = false }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  return multiline ? (
    <TextArea label="自我介紹" maxChars={50} value={value} onChange={(e) => setValue(e.target.value)} />
  ) : (
    <TextField label="姓名/暱稱" maxChars={50} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

const counterText = () => screen.queryByText(/^\d+ \/ 50 字$/)?.textContent ?? null;
const status = () => screen.getByRole('status').textContent;

describe.each([
  ['TextField', false, '姓名/暱稱'],
  ['TextArea', true, '自我介紹'],
] as const)('%s with maxChars (the save’s limit)', (_, multiline, label) => {
  const input = () => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

  it('has no browser maxLength, so nothing typed or pasted is cut', () => {
    renderWithTheme(<Harness multiline={multiline} />);
    expect(input().getAttribute('maxlength')).toBeNull();
    type('字'.repeat(60));
    expect(input().value).toHaveLength(60);
  });

  it('shows 「40 / 50 字」 from 80% of the limit on, read with the field', () => {
    renderWithTheme(<Harness multiline={multiline} />);
    type('字'.repeat(39));
    expect(counterText()).toBeNull();
    type('字'.repeat(40));
    expect(counterText()).toBe('40 / 50 字');
    const counter = screen.getByText('40 / 50 字');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
  });

  it('counts characters as the save does: an emoji is one, spaces around are not counted', () => {
    renderWithTheme(<Harness multiline={multiline} />);
    // 45 emoji are 90 UTF-16 units, which a browser maxLength of 50 would have cut.
    type(`  ${'🚀'.repeat(45)}  `);
    expect(counterText()).toBe('45 / 50 字');
  });

  it('tells screen readers politely, once as the limit nears and once as it is passed, not at every keystroke', () => {
    renderWithTheme(<Harness multiline={multiline} />);
    expect(screen.getByRole('status').getAttribute('aria-live') ?? 'polite').toBe('polite');
    expect(status()).toBe('');
    type('字'.repeat(40));
    const near = status();
    expect(near).toBe('快到字數上限了，最多 50 個字。');
    type('字'.repeat(45));
    expect(status()).toBe(near);
    type('字'.repeat(51));
    expect(status()).toBe('已超過字數上限，最多 50 個字。');
    type('字'.repeat(55));
    expect(status()).toBe('已超過字數上限，最多 50 個字。');
    expect(counterText()).toBe('55 / 50 字');
    type('字'.repeat(10));
    expect(status()).toBe('');
    expect(counterText()).toBeNull();
  });
});
