import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@imali/shared/ui';
import { loadRemoteRoutes, peekRemoteRoutes, type RemoteRoutesModule } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { isRemoteUnavailable, type RemoteUnavailableModule } from './remote-fallback-plugin';
import type { RemoteDefinition } from './remotes-manifest';

type Loaded = RemoteRoutesModule | RemoteUnavailableModule;

export interface RemoteOutletProps {
  remote: RemoteDefinition;
  load?: (remote: RemoteDefinition) => Promise<Loaded>;
  peek?: (remote: RemoteDefinition) => Loaded | undefined;
}

/**
 * Renders one area's remote: a spinner while it loads, its <Routes> once loaded, the
 * fallback (with Try again) when it cannot load or crashes. Key it by remote name.
 */
export function RemoteOutlet({ remote, load = loadRemoteRoutes, peek = peekRemoteRoutes }: RemoteOutletProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [module, setModule] = useState<Loaded | undefined>(() => peek(remote));

  useEffect(() => {
    if (attempt === 0 && peek(remote)) return;
    let active = true;
    setModule(undefined);
    load(remote).then((loaded) => {
      if (active) setModule(loaded);
    });
    return () => {
      active = false;
    };
  }, [remote, load, peek, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!module) return <Spinner label={`Loading ${remote.name}`} />;
  if (isRemoteUnavailable(module)) {
    const Fallback = module.default;
    return <Fallback onRetry={retry} />;
  }
  const AreaRoutes = module.default;
  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={pathname}>
      <Suspense fallback={<Spinner />}>
        <AreaRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
