/** @jest-environment jest-fixed-jsdom */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from '../../../ui/components/lazyPart';

describe('lazyPart', () => {
  it('renders the picked export of the module once it has loaded', async () => {
    const part = lazyPart(
      async () => ({
        Greeting: ({ name }: { name: string }) => <p>你好，{name}</p>,
        Other: () => <p>不是這個</p>,
      }),
      (m) => m.Greeting,
    );
    part.prefetch();
    render(
      <Suspense fallback={<p>載入中</p>}>
        <part.Component name="小美" />
      </Suspense>,
    );
    expect(await screen.findByText('你好，小美')).toBeTruthy();
    expect(screen.queryByText('不是這個')).toBeNull();
  });

  it('a prefetch that fails is ignored (no unhandled rejection)', async () => {
    const part = lazyPart(
      () => Promise.reject(new Error('offline')),
      (m: { X: () => null }) => m.X,
    );
    expect(() => part.prefetch()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
