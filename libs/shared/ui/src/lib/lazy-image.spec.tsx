/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage, LAZY_IMAGE_ROOT_MARGIN } from './lazy-image';

/** A stand-in IntersectionObserver: the test says when an element comes near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The observed element entering (or not) the viewport grown by the root margin. */
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});

afterAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

const observer = () => {
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  return FakeIntersectionObserver.instances[0]!;
};

describe('LazyImage', () => {
  it('does not fetch the image before it comes within 200px of the viewport', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    expect(container.querySelector('img')).toBeNull();
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('200px');
    expect(observer().options.rootMargin).toBe('200px');
    expect(observer().observed).toEqual([screen.getByTestId('lazy-image')]);
    observer().fire(false);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('lazy-image').getAttribute('data-state')).toBe('waiting');
  });

  it('fetches the image once it is near, and stops observing', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    observer().fire(true);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/house.svg');
    expect(observer().disconnected).toBe(true);
    expect(screen.getByTestId('lazy-image').getAttribute('data-state')).toBe('loading');
    expect(screen.getByTestId('lazy-image').className).toBe('lazy-image');
  });

  it('fades the image in only once it has loaded', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    observer().fire(true);
    expect(screen.getByTestId('lazy-image').classList.contains('lazy-image--loaded')).toBe(false);
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByTestId('lazy-image').classList.contains('lazy-image--loaded')).toBe(true);
    expect(screen.getByTestId('lazy-image').getAttribute('data-state')).toBe('loaded');
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = render(<LazyImage src="/car.svg" alt="" width={48} height={48} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/car.svg');
  });

  it('keeps the empty box and shows no broken image when the image fails', () => {
    const { container } = render(<LazyImage src="/missing.svg" alt="" width={64} height={48} />);
    observer().fire(true);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const box = screen.getByTestId('lazy-image');
    expect(box.getAttribute('data-state')).toBe('failed');
    expect(box.style.width).toBe('64px');
    expect(box.style.aspectRatio).toBe('64 / 48');
  });

  it('reserves its box at the given size before the image arrives', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="" width={72} height={54} className="goal-image" />);
    const box = screen.getByTestId('lazy-image');
    expect(box.style.width).toBe('72px');
    expect(box.style.aspectRatio).toBe('72 / 54');
    expect(box.className).toBe('lazy-image goal-image');
    observer().fire(true);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['72', '54']);
  });

  it('hides a decorative image (empty alt) from screen readers', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    observer().fire(true);
    expect(screen.getByTestId('lazy-image').getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names an informative image by its alt text, before loading, once loaded and when it failed', () => {
    const { container } = render(<LazyImage src="/house.svg" alt="A house" width={48} height={48} />);
    expect(screen.getByRole('img', { name: 'A house' }).tagName).toBe('SPAN');
    observer().fire(true);
    expect(screen.getByRole('img', { name: 'A house' }).tagName).toBe('IMG');
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'A house' }).tagName).toBe('SPAN');
  });

  it('starts hidden again for a new src, and does not observe once near', () => {
    const { container, rerender } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    observer().fire(true);
    fireEvent.load(container.querySelector('img')!);
    rerender(<LazyImage src="/car.svg" alt="" width={48} height={48} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/car.svg');
    expect(screen.getByTestId('lazy-image').classList.contains('lazy-image--loaded')).toBe(false);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('stops observing when it goes away before coming near', () => {
    const { unmount } = render(<LazyImage src="/house.svg" alt="" width={48} height={48} />);
    unmount();
    expect(observer().disconnected).toBe(true);
  });

  it('fades in over 500 ms in the stylesheet, and only when motion is not reduced', () => {
    const css = readFileSync(join(__dirname, '../styles.css'), 'utf8');
    const motion = /@media \(prefers-reduced-motion: no-preference\) \{\s*\.lazy-image__img \{\s*transition: opacity 500ms[^}]*\}\s*\}/;
    expect(css).toMatch(motion);
    // Nowhere else: a transition outside that block would also run under reduced motion.
    expect(css.replace(motion, '').match(/\.lazy-image[^{]*\{[^}]*transition/)).toBeNull();
    expect(css).toMatch(/\.lazy-image__img \{[^}]*opacity: 0;/);
    expect(css).toMatch(/\.lazy-image--loaded \.lazy-image__img \{\s*opacity: 1;/);
  });
});
