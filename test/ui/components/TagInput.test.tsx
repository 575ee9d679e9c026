/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('does not add while an IME is composing (注音 confirm Enter)', () => {
    renderWithTheme(<Harness />);
    fireEvent.change(input(), { target: { value: '產品' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229, isComposing: true });
    expect(tags()).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(tags()).toEqual(['產品']);
  });
});
