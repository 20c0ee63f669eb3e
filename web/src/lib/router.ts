// A router of five routes needs no library: the path decides the page, links push history.

import { useEffect, useSyncExternalStore } from "react";

export type Route =
  | { page: "start" }
  | { page: "designer" }
  | { page: "join"; table: string }
  | { page: "table"; table: string }
  | { page: "missing"; path: string };

export function routeOf(pathname: string): Route {
  if (pathname === "/" || pathname === "/new" || pathname === "/new/") return { page: "start" };
  if (pathname === "/designer" || pathname === "/designer/") return { page: "designer" };
  const m = /^\/(join|table)\/([^/]+)\/?$/.exec(pathname);
  if (m) {
    let table: string;
    try {
      table = decodeURIComponent(m[2]!);
    } catch {
      return { page: "missing", path: pathname };
    }
    return { page: m[1] as "join" | "table", table };
  }
  return { page: "missing", path: pathname };
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const f of listeners) f();
};
if (typeof window !== "undefined") window.addEventListener("popstate", notify);

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  window.scrollTo(0, 0);
  notify();
}

export function usePath(): string {
  return useSyncExternalStore(
    (f) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    () => location.pathname,
  );
}

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Tabula` : "Tabula";
  }, [title]);
}
