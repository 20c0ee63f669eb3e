// What shows while a piece of the app that loads on demand (a ruleset's builder or sheet, the
// designer) arrives: a polite status with plain text at full contrast, and a spinner that stands
// still for those who ask for less motion.

import { type ComponentType, lazy, Suspense } from "react";

export function Loading({ what, className }: { what: string; className?: string }) {
  return (
    <p className={`loading-note${className ? ` ${className}` : ""}`} role="status">
      <span className="loading-spinner" aria-hidden="true" />
      Loading {what}…
    </p>
  );
}

/** Says a piece could not be loaded (the server went away, or was upgraded under an open page). */
function LoadFailed({ what, className }: { what: string; className?: string }) {
  return (
    <div className={`error-note load-failed${className ? ` ${className}` : ""}`} role="alert">
      <p>Could not load {what}. Check the connection, then reload the page.</p>
      <button type="button" className="btn btn-small" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}

/**
 * A component whose code (and CSS) is fetched the first time it renders, behind its own Suspense
 * with a loading status; `preload()` starts the fetch early. Until then, nothing of it is
 * downloaded: the app's main bundle holds only this wrapper. `className` goes on the loading
 * status and the failure note (the designer's is a whole page).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  className?: string,
): ComponentType<P> & { preload(): Promise<unknown> } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchIt = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => <LoadFailed what={what} className={className} />) as ComponentType<P> }),
    );
    return pending;
  };
  const Lazy = lazy(fetchIt) as unknown as ComponentType<P>;
  function Part(props: P) {
    return (
      <Suspense fallback={<Loading what={what} className={className} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: fetchIt });
}
