import { describe, expect, it } from "vitest";
import { evaluateAudit, type AuditException } from "../../scripts/audit.ts";

/** `npm audit --omit=dev --json` as npm 10 prints it, with one advisory of the given severity. */
function report(severity: string, name = "left-pad", ghsa = "GHSA-abcd-efgh-ijkl") {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      [name]: {
        name,
        severity,
        via: [
          { source: 1234, name, dependency: name, title: "Prototype pollution", url: `https://github.com/advisories/${ghsa}`, severity },
        ],
      },
      // A package vulnerable only through another names it as a string: counted once, at its source.
      wrapper: { name: "wrapper", severity, via: [name] },
    },
    metadata: { vulnerabilities: { high: 1, critical: 0, total: 2 } },
  });
}

const TODAY = "2026-11-25";
const exception = (fields: Partial<AuditException> = {}): AuditException => ({
  package: "left-pad",
  advisory: "GHSA-abcd-efgh-ijkl",
  reason: "only reached from the build, never at run time",
  revisit: "2027-01-31",
  ...fields,
});

describe("the production dependency audit (CI)", () => {
  it("blocks a high or critical advisory that no exception lists", () => {
    for (const severity of ["high", "critical"]) {
      const verdict = evaluateAudit(report(severity), [], TODAY);
      expect(verdict).toMatchObject({ kind: "checked" });
      if (verdict.kind !== "checked") return;
      expect(verdict.findings).toHaveLength(1);
      expect(verdict.failures).toEqual([`${severity}: left-pad GHSA-abcd-efgh-ijkl Prototype pollution (not in audit-exceptions.json)`]);
    }
  });

  it("lets moderate and low findings pass", () => {
    expect(evaluateAudit(report("moderate"), [], TODAY)).toMatchObject({ kind: "checked", failures: [] });
  });

  it("accepts a listed exception until its revisit date, then blocks again", () => {
    expect(evaluateAudit(report("high"), [exception()], TODAY)).toMatchObject({
      kind: "checked",
      failures: [],
      excepted: [{ package: "left-pad" }],
    });
    const expired = evaluateAudit(report("high"), [exception({ revisit: "2026-11-01" })], TODAY);
    expect(expired.kind === "checked" && expired.failures[0]).toContain("revisited by 2026-11-01");
    const otherAdvisory = evaluateAudit(report("high", "left-pad", "GHSA-zzzz-zzzz-zzzz"), [exception()], TODAY);
    expect(otherAdvisory.kind === "checked" && otherAdvisory.failures).toHaveLength(1);
  });

  it("refuses an exception without a reason or a revisit date", () => {
    const verdict = evaluateAudit(report("high"), [exception({ reason: " " })], TODAY);
    expect(verdict.kind === "checked" && verdict.failures[0]).toContain("needs package, reason and revisit");
  });

  it("reports a registry that does not answer audit requests as unavailable, not as a failure", () => {
    const mirror = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(evaluateAudit(mirror, [], TODAY)).toEqual({ kind: "unavailable", detail: expect.stringContaining("405") });
    expect(evaluateAudit("", [], TODAY)).toMatchObject({ kind: "unavailable" });
  });

  it("the committed exceptions are all well-formed and current", async () => {
    const { exceptions } = (await import("../../audit-exceptions.json")).default as { exceptions: AuditException[] };
    const verdict = evaluateAudit(JSON.stringify({ vulnerabilities: {} }), exceptions, new Date().toISOString().slice(0, 10));
    expect(verdict).toMatchObject({ kind: "checked", failures: [] });
  });
});
