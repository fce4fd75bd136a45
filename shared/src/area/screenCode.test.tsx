import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { screenCode } from './screenCode';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders the screen in one synchronous pass: what is on screen before any promise settles. */
function renderOnce(Screen: ReturnType<typeof screenCode<{ name: string }>>['Screen']) {
  return render(
    <Suspense fallback={<p>Loading this page</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );
}

describe('screenCode', () => {
  it('renders the screen in the same pass once its loader has the code in', async () => {
    const code = screenCode(async () => Hello);
    await code.load();
    renderOnce(code.Screen);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading this page')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code is on its way, then the screen', async () => {
    let deliver: (component: typeof Hello) => void = () => {};
    const code = screenCode(() => new Promise<typeof Hello>((resolve) => (deliver = resolve)));
    renderOnce(code.Screen);
    expect(screen.getByText('Loading this page')).toBeInTheDocument();
    await act(async () => deliver(Hello));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('fetches the code once, and again after a fetch failed', async () => {
    const fetchCode = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const code = screenCode(fetchCode);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual([Hello, Hello]);
    expect(fetchCode).toHaveBeenCalledTimes(2);
  });
});
