import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Supply chain (decision 076): `npm audit --omit=dev` must find no high or critical advisory in what production runs,
 * unless `audit-exceptions.json` lists it with a reason and a date to look again. A registry (or mirror) that does not
 * answer audit requests is reported and skipped: the check cannot prove anything then, but must not block CI.
 */
export type AuditException = { package: string; advisory?: string; reason: string; revisit: string };
export type Finding = { package: string; advisory: string; severity: string; title: string };
export type AuditVerdict =
  { kind: "unavailable"; detail: string } | { kind: "checked"; findings: Finding[]; excepted: Finding[]; failures: string[] };

type Advisory = { name?: string; severity?: string; title?: string; url?: string; source?: number };
type Report = { vulnerabilities?: Record<string, { via?: (string | Advisory)[] }>; error?: unknown; message?: string };

const BLOCKING = new Set(["high", "critical"]);

/** `GHSA-xxxx-xxxx-xxxx` from an advisory's URL, else its numeric source id. */
const advisoryId = (advisory: Advisory) =>
  /GHSA(?:-[\w]{4}){3}/.exec(advisory.url ?? "")?.[0] ?? String(advisory.source ?? advisory.url ?? "");

export function evaluateAudit(output: string, exceptions: AuditException[], today: string): AuditVerdict {
  let report: Report;
  try {
    report = JSON.parse(output) as Report;
  } catch {
    return { kind: "unavailable", detail: output.trim().split("\n")[0] || "no answer" };
  }
  if (!report.vulnerabilities)
    return { kind: "unavailable", detail: report.message ?? JSON.stringify(report.error ?? report).slice(0, 200) };

  const findings = new Map<string, Finding>();
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    for (const via of entry.via ?? []) {
      if (typeof via === "string" || !BLOCKING.has(via.severity ?? "")) continue;
      const finding = { package: via.name ?? name, advisory: advisoryId(via), severity: via.severity!, title: via.title ?? "" };
      findings.set(`${finding.package} ${finding.advisory}`, finding);
    }
  }

  const failures: string[] = [];
  const excepted: Finding[] = [];
  for (const exception of exceptions) {
    if (!exception.package || !exception.reason?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(exception.revisit ?? "")) {
      failures.push(`exception ${JSON.stringify(exception)} needs package, reason and revisit (YYYY-MM-DD)`);
    }
  }
  for (const finding of findings.values()) {
    const exception = exceptions.find((e) => e.package === finding.package && (!e.advisory || e.advisory === finding.advisory));
    const label = `${finding.severity}: ${finding.package} ${finding.advisory} ${finding.title}`.trim();
    if (!exception) failures.push(`${label} (not in audit-exceptions.json)`);
    else if (exception.revisit < today) failures.push(`${label}: its exception was to be revisited by ${exception.revisit}`);
    else excepted.push(finding);
  }
  return { kind: "checked", findings: [...findings.values()], excepted, failures };
}

export function main(): number {
  const exceptions = (JSON.parse(readFileSync(join(process.cwd(), "audit-exceptions.json"), "utf8")) as { exceptions: AuditException[] })
    .exceptions;
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  const verdict = evaluateAudit(run.stdout ?? "", exceptions, new Date().toISOString().slice(0, 10));
  if (verdict.kind === "unavailable") {
    console.warn(`npm audit: the registry did not answer the audit request (${verdict.detail}); skipped`);
    return 0;
  }
  for (const finding of verdict.excepted) console.warn(`npm audit: excepted ${finding.severity}: ${finding.package} ${finding.advisory}`);
  for (const failure of verdict.failures) console.error(`npm audit: ${failure}`);
  console.info(`npm audit: ${verdict.findings.length} high or critical finding(s), ${verdict.failures.length} blocking`);
  return verdict.failures.length ? 1 : 0;
}
