import { lazyPart } from "./components/Loading.js";
import { routeOf, usePath } from "./lib/router.js";
import { JoinPage } from "./pages/JoinPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { StartPage } from "./pages/StartPage.js";
import { TablePage } from "./pages/TablePage.js";

// The designer brings the simulator and the odds tables; only those who open it load them.
const DesignerPage = lazyPart(
  () => import("./designer/DesignerPage.js").then((m) => m.DesignerPage),
  "the designer",
  "page",
);

export function App() {
  const route = routeOf(usePath());
  switch (route.page) {
    case "start":
      return <StartPage />;
    case "designer":
      return <DesignerPage />;
    case "join":
      return <JoinPage table={route.table} />;
    case "table":
      return <TablePage key={route.table} table={route.table} />;
    case "missing":
      return <NotFoundPage path={route.path} />;
  }
}
