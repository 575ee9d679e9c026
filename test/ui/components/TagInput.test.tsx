/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../../core/validation/limits';
import { TagInput } from '../../../ui/components/TagInput';
import { renderWithTheme } from './render';

function Harness({ initial = [] as string[], onSubmit = () => {} }: { initial?: string[]; onSubmit?: () => void }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TagInput label="技能" value={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
      <button type="submit">儲存</button>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: '技能' });
const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

describe('TagInput (spec 5 tag inputs)', () => {
  it('Enter adds the trimmed text, clears the input and does not submit the form', async () => {
    let submitted = 0;
    renderWithTheme(<Harness onSubmit={() => (submitted += 1)} />);
    const user = userEvent.setup();
    await user.type(input(), '  React  {Enter}');
    expect(tags()).toEqual(['React']);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(submitted).toBe(0);
    expect(screen.getByRole('button', { name: '移除「React」' })).toBeTruthy();
  });

  it('ignores blank text', async () => {
    renderWithTheme(<Harness />);
    const user = userEvent.setup();
    await user.type(input(), '   {Enter}');
    expect(tags()).toEqual([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses duplicates (ignoring case and spaces) with 這一項已經加入了！', async () => {
    renderWithTheme(<Harness initial={['TypeScript']} />);
    const user = userEvent.setup();
    await user.type(input(), ' typescript {Enter}');
    expect(tags()).toEqual(['TypeScript']);
    expect(screen.getByText('這一項已經加入了！')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const describedBy = input().getAttribute('aria-describedby') ?? '';
    expect(
      describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.includes('這一項已經加入了！')),
    ).toBe(true);
    // typing again clears the message
    await user.type(input(), 'x');
    expect(screen.queryByText('這一項已經加入了！')).toBeNull();
  });

  it('adds with the 新增 button and removes with a chip’s remove button', async () => {
    renderWithTheme(<Harness initial={['設計']} />);
    const user = userEvent.setup();
    await user.type(input(), '行銷');
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(tags()).toEqual(['設計', '行銷']);
    await user.click(screen.getByRole('button', { name: '移除「設計」' }));
    expect(tags()).toEqual(['行銷']);
  });

  it('text left in the input is added as focus leaves it, so 儲存 never drops it', async () => {
    let submitted: string[] | null = null;
    renderWithTheme(<Harness initial={['設計']} onSubmit={() => (submitted = tags())} />);
    const user = userEvent.setup();
    await user.type(input(), '只打字沒按Enter');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(tags()).toEqual(['設計', '只打字沒按Enter']);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(submitted).not.toBeNull();
    // A duplicate stays in the input with its message, to be changed.
    await user.type(input(), '設計');
    await user.tab();
    expect(tags()).toEqual(['設計', '只打字沒按Enter']);
    expect((input() as HTMLInputElement).value).toBe('設計');
    expect(screen.getByText('這一項已經加入了！')).toBeTruthy();
  });

  it('does not add while an IME is composing (注音 confirm Enter)', () => {
    renderWithTheme(<Harness />);
    fireEvent.change(input(), { target: { value: '產品' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229, isComposing: true });
    expect(tags()).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual(['產品']);
  });

  it('refuses a tag longer than TEXT_LIMITS.TAG as it is added, with its own message, and keeps the text', () => {
    renderWithTheme(<Harness />);
    const longest = '字'.repeat(TEXT_LIMITS.TAG);
    fireEvent.change(input(), { target: { value: `${longest}多` } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual([]);
    expect(screen.getByText(`每一項最多 ${TEXT_LIMITS.TAG} 個字，請精簡後再新增。`)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect((input() as HTMLInputElement).value).toBe(`${longest}多`);
    // Shortened to the limit (an emoji counts as one, as the save counts), it is added.
    fireEvent.change(input(), { target: { value: `${'字'.repeat(TEXT_LIMITS.TAG - 1)}🚀` } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual([`${'字'.repeat(TEXT_LIMITS.TAG - 1)}🚀`]);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses one tag more than TEXT_LIMITS.TAGS as it is added, with its own message', () => {
    const full = Array.from({ length: TEXT_LIMITS.TAGS }, (_, i) => `技能${i + 1}`);
    renderWithTheme(<Harness initial={full.slice(1)} />);
    fireEvent.change(input(), { target: { value: full[0] } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toHaveLength(TEXT_LIMITS.TAGS);
    fireEvent.change(input(), { target: { value: '再多一項' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toHaveLength(TEXT_LIMITS.TAGS);
    expect(screen.getByText(`最多可以新增 ${TEXT_LIMITS.TAGS} 項，請先移除用不到的再新增。`)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    // Removing one makes room again.
    fireEvent.click(screen.getByRole('button', { name: '移除「技能2」' }));
    expect(screen.queryByText(`最多可以新增 ${TEXT_LIMITS.TAGS} 項，請先移除用不到的再新增。`)).toBeNull();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toContain('再多一項');
  });

  it('shows a counter as the tag nears TEXT_LIMITS.TAG', () => {
    renderWithTheme(<Harness />);
    const near = Math.ceil(TEXT_LIMITS.TAG * 0.8);
    fireEvent.change(input(), { target: { value: '字'.repeat(near - 1) } });
    expect(screen.queryByText(`${near - 1} / ${TEXT_LIMITS.TAG} 字`)).toBeNull();
    fireEvent.change(input(), { target: { value: '字'.repeat(near) } });
    const counter = screen.getByText(`${near} / ${TEXT_LIMITS.TAG} 字`);
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
  });
});
