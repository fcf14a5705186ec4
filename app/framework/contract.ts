/**
 * The React Router version whose internals the shortcuts in this folder were checked against (README.md, "Upgrade
 * checklist"). `react-router-version.test.ts` fails when the installed version differs: go through the checklist,
 * then raise this.
 */
export const CONTRACT_REACT_ROUTER_VERSION = "8.4.0";
