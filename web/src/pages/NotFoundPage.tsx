import { useTitle } from "../lib/router.js";
import { Brand } from "./Brand.js";

export function NotFoundPage({ path }: { path: string }) {
  useTitle("Not found");
  return (
    <div className="page narrow-page">
      <header className="site-header">
        <Brand />
      </header>
      <main className="card">
        <h1>Nothing here</h1>
        <p>
          There is no page at <code>{path}</code>. Start from the <a href="/">start page</a>.
        </p>
      </main>
    </div>
  );
}
