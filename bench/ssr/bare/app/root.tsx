import { Outlet, type MiddlewareFunction } from "react-router";
import { i18n } from "./i18n.server.ts";

export const middleware: MiddlewareFunction<Response>[] = [i18n.middleware];

// Each route renders its whole document: the one-route page its small shell, a same-markup page the app's.
export default function App() {
  return <Outlet />;
}
