import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@imali/shared/ui';

/**
 * A page, or part of one, fetched when first shown rather than with the first load (issue 12:
 * the first page's JavaScript under 170 KB gzip). `load` picks the component from its module;
 * the spinner names what is loading. A chunk that fails to load reaches the shell's error
 * boundary, like any render error.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, label: string): ComponentType<Props> {
  const Component = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={<Spinner label={label} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
