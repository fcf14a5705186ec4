#!/usr/bin/env node
/**
 * Lists the references to the old product brief ("spec section 5", "spec sections 3 and 7", "spec §5", "(spec 5)")
 * and to issue numbers ("issue 9 item 2") in the code, tests, themes, sites, scripts and benches, with file:line, and
 * the docs/product page and heading that now covers each section of the brief.
 *
 *   node scripts/spec-refs.mjs                 list every reference and the mapping
 *   node scripts/spec-refs.mjs --summary       counts only
 *   node scripts/spec-refs.mjs --write         replace them in place (run after merging, on a clean tree)
 *   node scripts/spec-refs.mjs --root DIR      work on another checkout (e.g. a scratch copy)
 *
 * With --write, "spec section N" becomes a link such as `docs/product/signup.md#validation`, chosen by the section
 * and by words on the line (a comment about the guard in section 5 links the guard, one about a name the validation
 * rules). An issue number inside a parenthesis is dropped with the clause it forms ("(issue 9 item 2)" goes,
 * "(issue 9 item 8, decision 025)" becomes "(decision 025)"; "Done when" after it goes too). An issue number outside
 * a parenthesis is left and listed, for a person to reword.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const write = args.includes("--write");
const summary = args.includes("--summary");
const rootIndex = args.indexOf("--root");
const root = rootIndex >= 0 ? args[rootIndex + 1] : process.cwd();

const TARGETS = ["app", "tests", "themes", "sites", "server.js", "scripts", "bench"];
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "storybook-static", "data", "test-data", "test-results"]);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md)$/;
/** This script and its test quote the patterns they replace. */
const SELF = new Set([join("scripts", "spec-refs.mjs"), join("tests", "integration", "product-docs.test.ts")]);

const P = "docs/product/";
/**
 * Each section of the brief: the page that covers it, and more precise headings chosen by words near the reference
 * (the reference's line and the two before it, lower-cased). First match wins.
 */
export const SECTIONS = {
  1: {
    title: "What the product does and for whom",
    default: `${P}README.md#what-the-product-does`,
    rules: [
      [/niche|slug|lander/, `${P}landers-and-tracking.md#niche-prefixes`],
      [/switch|feature|theme|template/, `${P}sites-and-themes.md#feature-switches`],
      [/webcam|cams?\b|resell/, `${P}search.md#cam-tiles`],
      [/language|locale/, `${P}README.md#languages`],
      [/message cost|credits?/, `${P}chat-and-credits.md#message-cost`],
      [/fictional/, `${P}sites-and-themes.md#settings-by-area`],
    ],
  },
  2: {
    title: "Screens and routes",
    default: `${P}screens-and-access.md#routes`,
    rules: [
      [/webmail|mail ?provider/, `${P}signup.md#step-7-done`],
      [/member lander/, `${P}landers-and-tracking.md#member-landers`],
      [/lander|landing/, `${P}landers-and-tracking.md#lander-designs`],
      [/error page|bot|status code/, `${P}screens-and-access.md#error-page`],
      [/terms|privacy|legal|faq|cookie page|content page|complaint|dmca|2257/, `${P}screens-and-access.md#content-pages`],
      [/sign-?up|signup|step/, `${P}signup.md#steps`],
      [/card|badge|search results/, `${P}search.md#profile-cards`],
      [/likes? page|chat and visit|visit button/, `${P}search.md#likes`],
      [/route name|linkto|href|link/, `${P}screens-and-access.md#route-names-used-in-links`],
      [/every path/, `${P}screens-and-access.md#routes`],
      [/layout/, `${P}screens-and-access.md#layouts`],
      [/access|login|logged|guard|public|optional|required/, `${P}screens-and-access.md#access-levels`],
    ],
  },
  3: {
    title: "Entities and their fields",
    default: `${P}sites-and-themes.md#settings-by-area`,
    rules: [
      [/settings?\b/, `${P}sites-and-themes.md#settings-by-area`],
      [/webcam|cams?\b|xcams/, `${P}search.md#cam-tiles`],
      [/user object|user\.php|public ?user|signup_date|paid_user/, `${P}api.md#user`],
      [/tracking|network|sub1/, `${P}landers-and-tracking.md#tracking-keys`],
      [/discount|time bonus/, `${P}chat-and-credits.md#discounts`],
      [/push/, `${P}pwa.md#push`],
      [/geolocation|geocode/, `${P}signup.md#step-3-location`],
      [/search/, `${P}search.md#filters`],
      [/chat|conversation|unread/, `${P}chat-and-credits.md#conversations`],
      [/like/, `${P}search.md#likes`],
      [/e-?mail check|validate_email/, `${P}signup.md#e-mail-check`],
      [/profile|field/, `${P}api.md#user`],
    ],
  },
  4: {
    title: "States and transitions",
    default: `${P}signup.md#step-order`,
    rules: [
      [/beacon|page-hidden|becomes hidden/, `${P}landers-and-tracking.md#page-hidden-beacon`],
      [/tracking/, `${P}landers-and-tracking.md#tracking-keys`],
      [/worker|toast|install|offline/, `${P}pwa.md#updates`],
      [/sign-?up|step/, `${P}signup.md#step-order`],
      [/logout|log out|session|refresh|logged in|logged out|403/, `${P}screens-and-access.md#session`],
      [/search|filter|infinite|paging/, `${P}search.md#modes`],
      [/like/, `${P}search.md#likes`],
      [/chat|unread|badge|conversation/, `${P}chat-and-credits.md#conversations`],
      [/worker|toast|install|update|offline/, `${P}pwa.md#updates`],
      [/push/, `${P}pwa.md#push`],
      [/tracking|beacon|hidden/, `${P}landers-and-tracking.md#tracking-keys`],
      [/activation|tick/, `${P}signup.md#step-7-done`],
      [/e-?mail check|status/, `${P}signup.md#e-mail-check`],
    ],
  },
  5: {
    title: "Validation rules",
    default: `${P}signup.md#validation`,
    rules: [
      [/guard|validity|page not found|authenticat|redirect|access/, `${P}screens-and-access.md#guard-order`],
      [/typo|suggest|levenshtein/, `${P}signup.md#typo-suggestion`],
      [/photo|drop|png|jpe?g|image/, `${P}signup.md#step-2-photo`],
      [/geolocation|location/, `${P}signup.md#step-3-location`],
      [/e-?mail check|server check|at sign and a dot/, `${P}signup.md#e-mail-check`],
      [/error page|bot/, `${P}screens-and-access.md#error-page`],
    ],
  },
  6: {
    title: "Roles and permissions",
    default: `${P}screens-and-access.md#access-levels`,
    rules: [
      [/webcam|cams?\b|tile|resell/, `${P}search.md#cam-tiles`],
      [/push/, `${P}pwa.md#push`],
      [/\blikes?\b|chat/, `${P}search.md#likes`],
      [/sign-?up|signups|invite/, `${P}signup.md#who-may-sign-up`],
      [/search|home/, `${P}search.md#who-may-search`],
    ],
  },
  7: {
    title: "The calls it makes",
    default: `${P}api.md#conventions`,
    rules: [
      [/xcams|webcam/, `${P}api.md#webcam-search`],
      [/resellpartner|redirect\.php/, `${P}api.md#partner-redirects`],
      [/sw-push|push body/, `${P}pwa.md#push`],
      [/user\.php|push=1|new=1|account|csrf|referrer|sign-?up api/, `${P}api.md#user`],
      [/logout/, `${P}api.md#logout`],
      [/chats\.php|chat\.php|conversation/, `${P}api.md#chats`],
      [/likes?\.php|\blikes?\b/, `${P}api.md#likes`],
      [/search\.php|search/, `${P}api.md#search`],
      [/discount/, `${P}api.md#discount-code`],
      [/activate/, `${P}api.md#activation`],
      [/regions?/, `${P}api.md#regions`],
      [/interests/, `${P}api.md#interests`],
      [/companyinfo|company/, `${P}api.md#company-info`],
      [/geocode/, `${P}api.md#geocode`],
      [/validate_email|e-?mail check/, `${P}api.md#e-mail-check`],
      [/profileimage|photo|upload/, `${P}api.md#photo-upload`],
      [/profile_fields|field/, `${P}api.md#profile-fields`],
      [/page-hidden|beacon/, `${P}api.md#page-hidden`],
      [/header|package|original host/, `${P}api.md#conventions`],
      [/locale|message resource/, `${P}constants.md#language`],
      [/sw\.js|manifest|sw-push|service worker|latest/, `${P}pwa.md#service-worker`],
    ],
  },
  8: {
    title: "The error catalogue",
    default: `${P}api.md#conventions`,
    rules: [
      [/\blikes?\b/, `${P}search.md#likes`],
      [/geocode|location/, `${P}signup.md#step-3-location`],
      [/push|denied|permission|subscri/, `${P}pwa.md#push`],
      [/search/, `${P}search.md#modes`],
      [/sign-?up|alert/, `${P}signup.md#creating-the-account`],
      [/e-?mail check|existing account|deleted account/, `${P}signup.md#e-mail-check`],
      [/chat/, `${P}chat-and-credits.md#conversations`],
      [/logout/, `${P}screens-and-access.md#session`],
      [/404|route|page not found/, `${P}screens-and-access.md#error-page`],
      [/discount|welcome/, `${P}chat-and-credits.md#discounts`],
      [/push/, `${P}pwa.md#push`],
      [/webcam|cams?\b|camfeed|cam feed|abort/, `${P}search.md#cam-tiles`],
      [/chunk/, `${P}pwa.md#chunk-load-guard`],
      [/locale/, `${P}constants.md#language`],
      [/worker|registration/, `${P}pwa.md#service-worker`],
    ],
  },
  9: {
    title: "Business constants and limits",
    default: `${P}constants.md`,
    rules: [
      [/toast|loading|button|chunk|textarea/, `${P}constants.md#page-chrome`],
      [/webcam|cams?\b|tile|resell/, `${P}search.md#cam-tiles`],
      [/search|page size|age range|neighbou?r|similar|badge|wider|widen/, `${P}constants.md#search`],
      [/tracking|network|sub1|aff_sub|cpc/, `${P}constants.md#tracking`],
      [/language|locale|i18n|cookie/, `${P}constants.md#language`],
      [/refresh|poll|interval/, `${P}constants.md#chat-and-live-events`],
      [/sign-?up|name|city|age|step|activation|geolocation|date/, `${P}constants.md#accounts-and-sign-up`],
    ],
  },
};

/** The link for a reference to one section, given the words around it. */
export function linkFor(section, context) {
  const entry = SECTIONS[section];
  if (!entry) return null;
  const text = context.toLowerCase();
  for (const [pattern, link] of entry.rules) if (pattern.test(text)) return link;
  return entry.default;
}

// "spec section 5", "Spec sections 3 and 7", "spec sections 1, 6, 7 and 9", "specification section 2", "spec §5", "spec's section 3".
const SPEC = /\b[Ss]pec(?:ification)?(?:'s)?\s+(?:sections?\s*|§\s*)(\d(?:(?:\s*,\s*|\s+and\s+)\d)*)\b/g;
// "(spec 5)"
const SPEC_SHORT = /\([Ss]pec (\d)\)/g;
const ISSUE = /\b[Ii]ssues? \d+/g;
// "the spec's time bonus", "The spec does not list": the brief named without a section; a person rewords these.
const SPEC_PROSE = /\b[Tt]he spec(?:'s)?\b/g;

function files() {
  const found = [];
  const walk = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIP_DIRS.has(name)) walk(join(path, name));
    } else if (EXTENSIONS.test(path) && !SELF.has(relative(root, path))) found.push(path);
  };
  for (const target of TARGETS) walk(join(root, target));
  return found.sort();
}

/** An issue clause: "issue 9", "issue 9 item 2", "issue 10 items 1 and 5", "issue 8.1", "issue 10 budgets". */
const ISSUE_CLAUSE = /^issues? \d+(\.\d+)?( items? \d+((,| and|–|-) ?\d+)*)?( budgets?)?$/i;
const NUMBERS_ONLY = /^(and )?\d+( and \d+)*$/;

/** Drops the issue clauses of one parenthetical's content, keeping the other clauses and their separators; null when nothing is left. */
function withoutIssueClauses(content) {
  const parts = content.split(/(\s*[,;]\s*)/);
  const kept = [];
  let afterIssue = false;
  let dropped = false;
  for (let index = 0; index < parts.length; index += 2) {
    const clause = parts[index];
    if (ISSUE_CLAUSE.test(clause) || (afterIssue && (NUMBERS_ONLY.test(clause) || /^done when$/i.test(clause)))) {
      afterIssue = dropped = true;
      continue;
    }
    afterIssue = false;
    kept.push(kept.length ? (parts[index - 1] ?? ", ") + clause : clause);
  }
  if (!dropped) return content;
  return kept.length ? kept.join("") : null;
}

/** The text with its references to the brief's sections turned into links and its parenthesised issue numbers dropped. */
export function rewrite(text) {
  const lines = text.split("\n");
  const next = lines
    .map((line, index) => {
      const context = lines.slice(Math.max(0, index - 2), index + 1).join(" ");
      const link = (numbers) => [...new Set(numbers.match(/\d/g).map((s) => linkFor(Number(s), context)))].join(" and ");
      return line.replace(SPEC, (_, numbers) => link(numbers)).replace(SPEC_SHORT, (_, number) => `(${link(number)})`);
    })
    .join("\n");
  // Issue numbers inside a parenthesis (no nested parentheses): drop their clauses, and the parenthesis when empty.
  return next.replace(/(\s?)\(([^()\n]*\b[Ii]ssues? \d+[^()\n]*)\)/g, (whole, space, content) => {
    const rest = withoutIssueClauses(content);
    if (rest === content) return whole;
    return rest === null ? "" : `${space}(${rest})`;
  });
}

function main() {
  const results = { spec: [], issue: [], issueLeft: [], prose: [] };
  let changedFiles = 0;

  for (const file of files()) {
    const original = readFileSync(file, "utf8");
    const lines = original.split("\n");
    const name = relative(root, file);
    lines.forEach((line, index) => {
      const context = lines.slice(Math.max(0, index - 2), index + 1).join(" ");
      for (const match of [...line.matchAll(SPEC), ...line.matchAll(SPEC_SHORT)]) {
        const sections = match[1].match(/\d/g).map(Number);
        results.spec.push({ at: `${name}:${index + 1}`, text: match[0], links: sections.map((s) => linkFor(s, context)) });
      }
      for (const _ of line.matchAll(ISSUE)) results.issue.push({ at: `${name}:${index + 1}`, text: line.trim() });
      for (const _ of line.matchAll(SPEC_PROSE)) results.prose.push({ at: `${name}:${index + 1}`, text: line.trim() });
    });
    if (!write) continue;
    const next = rewrite(original);
    next.split("\n").forEach((line, index) => {
      for (const _ of line.matchAll(ISSUE)) results.issueLeft.push({ at: `${name}:${index + 1}`, text: line.trim() });
    });
    if (next !== original) {
      writeFileSync(file, next);
      changedFiles++;
    }
  }

  // Piped into `head`, stdout may close early: stop quietly.
  process.stdout.on("error", (error) => process.exit(error.code === "EPIPE" ? 0 : 1));
  const print = (line) => process.stdout.write(`${line}\n`);
  if (!summary) {
    print("# References to the brief's sections\n");
    for (const ref of results.spec) print(`${ref.at}\t${ref.text}\t→ ${ref.links.join(" and ")}`);
    print("\n# Issue numbers\n");
    for (const ref of results.issue) print(`${ref.at}\t${ref.text}`);
    print("\n# Other mentions of the brief (not replaced; reword by hand)\n");
    for (const ref of results.prose) print(`${ref.at}\t${ref.text}`);
    print("\n# Sections of the brief and the pages that cover them\n");
    print("| Section | Title | Default page | More precise headings |");
    print("| --- | --- | --- | --- |");
    for (const [number, entry] of Object.entries(SECTIONS)) {
      const precise = [...new Set(entry.rules.map(([, link]) => link))].join(", ");
      print(`| ${number} | ${entry.title} | ${entry.default} | ${precise} |`);
    }
  }
  if (write && !summary && results.issueLeft.length) {
    print("\n# Issue numbers left for a person to reword\n");
    for (const ref of results.issueLeft) print(`${ref.at}\t${ref.text}`);
  }
  print(
    `\n${results.spec.length} references to the brief's sections, ${results.issue.length} issue numbers, ` +
      `${results.prose.length} other mentions of the brief` +
      (write
        ? `; rewritten in ${changedFiles} files; ${results.issue.length - results.issueLeft.length} issue numbers removed, ` +
          `${results.issueLeft.length} left. Run \`npx prettier --write\` on the changed files.`
        : ""),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
