import { redirect } from "react-router";

/** /_dev and its children (dialogs, top-nav, activate-reminder) are developer pages: send everyone home. */
export function loader() {
  return redirect("/");
}
