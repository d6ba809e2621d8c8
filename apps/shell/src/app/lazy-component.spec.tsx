/** @jest-environment jsdom */
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows a spinner naming what loads, then the component with its props; loads once', async () => {
    const module = deferred<typeof Greeting>();
    const load = jest.fn(() => module.promise);
    const LazyGreeting = lazyComponent(load, 'Loading the greeting');
    const view = render(<LazyGreeting name="Thandi" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the greeting');
    await act(async () => module.resolve(Greeting));
    expect(screen.getByText('Hello Thandi')).toBeTruthy();
    view.rerender(<LazyGreeting name="Sipho" />);
    expect(screen.getByText('Hello Sipho')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a chunk that fails to load reach the error boundary', async () => {
    const module = deferred<typeof Greeting>();
    const LazyGreeting = lazyComponent(() => module.promise, 'Loading');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Could not load</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <LazyGreeting name="Thandi" />
      </Boundary>,
    );
    await act(async () => module.reject(new Error('ChunkLoadError')));
    expect(screen.getByText('Could not load')).toBeTruthy();
    errors.mockRestore();
  });
});
