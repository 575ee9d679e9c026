/** @jest-environment jest-fixed-jsdom */
import { act, render, screen } from '@testing-library/react';
import { DeferredView } from '../../../ui/components/DeferredView';

describe('DeferredView', () => {
  it('shows the fallback first, then the view in a render of its own', async () => {
    const rendered: string[] = [];
    const Fallback = () => {
      rendered.push('fallback');
      return <p>載入中</p>;
    };
    const View = ({ text }: { text: string }) => {
      rendered.push(text);
      return <p>{text}</p>;
    };
    const { rerender } = render(
      <DeferredView fallback={<Fallback />}>
        <View text="專案內容" />
      </DeferredView>,
    );
    expect(await screen.findByText('專案內容')).toBeTruthy();
    expect(screen.queryByText('載入中')).toBeNull();
    expect(rendered).toEqual(['fallback', '專案內容']);

    // Once shown, an update renders the view at once.
    await act(async () => {
      rerender(
        <DeferredView fallback={<Fallback />}>
          <View text="更新後的內容" />
        </DeferredView>,
      );
    });
    expect(rendered.slice(2)).toEqual(['更新後的內容']);
  });
});
