import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTRACT_REACT_ROUTER_VERSION } from "./contract.ts";

const installed = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;

/** The shortcuts copy or bypass React Router internals of one version; another version needs the README's checklist. */
describe("the React Router version the framework shortcuts were checked against", () => {
  it("is the installed one", () => {
    expect(
      installed("react-router"),
      `react-router changed from ${CONTRACT_REACT_ROUTER_VERSION}: go through the upgrade checklist in app/framework/README.md, then raise CONTRACT_REACT_ROUTER_VERSION in app/framework/contract.ts`,
    ).toBe(CONTRACT_REACT_ROUTER_VERSION);
  });

  it("is the version of every React Router package (they are released together)", () => {
    for (const name of ["@react-router/node", "@react-router/express", "@react-router/dev"]) {
      expect(installed(name), name).toBe(CONTRACT_REACT_ROUTER_VERSION);
    }
  });
});
