/**
 * Which test files run a second time on a PostgreSQL server (`npm run test:postgres`, CI's second database pass).
 *
 * PGlite is PostgreSQL itself (its parser, planner, types and constraints, compiled to WebAssembly) with one
 * connection, so a test of what SQL means gives the same answer on both and runs once. What differs is everything
 * around the connection: concurrent transactions and row locks, advisory locks, LISTEN/NOTIFY between connections and
 * processes, the pool, timeouts and a server that can be unreachable. A test runs on both when its outcome can depend
 * on those, or when the product promises it on both (money, sessions, authorization, fuzzing, durability).
 * `postgres-suite.test.ts` fails when a test file is in neither list, so a new file is classified when it is added.
 */

/** Run on PGlite (`npm run test:unit`) and again on PostgreSQL. */
export const onBothDatabases = [
  // Money: row locks, parallel orders and refunds, the ledger's invariants.
  "tests/integration/billing-catalogue.test.ts",
  "tests/integration/chat-credits.test.ts",
  "tests/integration/credit-ledger.test.ts",
  "tests/integration/money-desk.test.ts",
  "tests/integration/money-rules.test.ts",
  "tests/integration/mollie.test.ts",
  "tests/integration/payments.test.ts",
  "tests/integration/postbacks.test.ts",
  "tests/integration/figures.test.ts",
  "tests/integration/durability-invariants.test.ts",
  "app/.server/credits/ledger.server.test.ts",
  "app/.server/credits/providers/providers.server.test.ts",
  // Sessions and accounts: parallel logins and limits (atomic counters), streams ended through NOTIFY, deletion.
  "tests/integration/account-life.test.ts",
  "tests/integration/admin-login.test.ts",
  "tests/integration/session.test.ts",
  // Reads kept until a write: PGlite counts its own; on PostgreSQL the processes announce theirs (NOTIFY).
  "tests/integration/kept-session-reads.test.ts",
  "tests/integration/session-end.test.ts",
  "tests/integration/session-read.test.ts",
  "tests/integration/signup.test.ts",
  "tests/integration/member-ban.test.ts",
  "app/.server/accounts/signing.server.test.ts",
  "app/.server/accounts/tokens.test.ts",
  // The counters' prepared write passes its times as text for each driver to hand over (decision 121); postgres.js
  // prepares the statements that repeat (decision 122).
  "app/.server/db/repeated-statements.server.test.ts",
  "app/.server/db/planned-once.server.test.ts",
  "app/.server/security/rate-limit.test.ts",
  // Access: the authorization matrix, IDOR probes, brand scope and fuzzing are promised on both.
  "tests/integration/authorization-matrix.test.ts",
  "tests/integration/admin-access.test.ts",
  "tests/integration/idor.test.ts",
  "tests/integration/site-scope.test.ts",
  "tests/integration/fuzz.test.ts",
  "tests/integration/api-robustness.test.ts",
  // Live features and races: chat delivery, likes' notices, uploads racing the photo limit, push, moderation.
  "tests/integration/chat.test.ts",
  "tests/integration/likes.test.ts",
  "tests/integration/prepared-member-statements.test.ts",
  "tests/integration/member-safety.test.ts",
  "tests/integration/member-data-and-alerts.test.ts",
  "tests/integration/photo-limit-race.test.ts",
  "tests/integration/push.test.ts",
  "tests/integration/answering-console.test.ts",
  "tests/integration/moderation-visibility.test.ts",
  "tests/integration/search.test.ts",
  "tests/integration/member-search-shared.test.ts",
  // The database itself: migrations, seeding, secrets kept in it, media in it, readiness, several processes.
  "tests/integration/seed.test.ts",
  "tests/integration/demo-mode.test.ts",
  "tests/integration/lifecycle.test.ts",
  "tests/integration/media-storage.test.ts",
  "tests/integration/scale-out.test.ts",
  "tests/integration/vapid-keys.test.ts",
  "app/.server/db/availability.server.test.ts",
] as const;

/**
 * Run on PGlite only: their outcome does not depend on the connection model (pages, markup, headers, routing,
 * validation, texts, documentation, import rules) or they read the database in one connection with plain SQL.
 */
export const onPgliteOnly = [
  "app/.server/db/pglite-statements.server.test.ts",
  "tests/integration/account-bad-input.test.ts",
  "tests/integration/api-login-required.test.ts",
  "tests/integration/bad-input.test.ts",
  "tests/integration/body-limit-http.test.ts",
  "tests/integration/cams.test.ts",
  "tests/integration/chat-bad-input.test.ts",
  "tests/integration/company-country-and-activation.test.ts",
  "tests/integration/content-conditional.test.ts",
  "tests/integration/content-forms.test.ts",
  "tests/integration/content-pages.test.ts",
  "tests/integration/cross-site-requests.test.ts",
  "tests/integration/demo-members.test.ts",
  "tests/integration/flash-toast.test.ts",
  "tests/integration/hide-nudity.test.ts",
  "tests/integration/http-cache.test.ts",
  "tests/integration/i18n-server.test.ts",
  "tests/integration/i18n.test.ts",
  "tests/integration/json-length-http.test.ts",
  "tests/integration/icons.test.ts",
  "tests/integration/import-boundaries.test.ts",
  "tests/integration/lander-copy.test.ts",
  "tests/integration/landers.test.ts",
  "tests/integration/links.test.ts",
  "tests/integration/mail-links.test.ts",
  "tests/integration/manifest.test.ts",
  "tests/integration/matching-starts-near.test.ts",
  "tests/integration/member-profile.test.ts",
  "tests/integration/member-reports-queue.test.ts",
  "tests/integration/module-graph.test.ts",
  "tests/integration/notifications.test.ts",
  "tests/integration/offline-page.test.ts",
  "tests/integration/own-profile-update.test.ts",
  "tests/integration/page-head.test.ts",
  "tests/integration/payment-return-pages.test.ts",
  "tests/integration/postgres-suite.test.ts",
  "tests/integration/product-docs.test.ts",
  "tests/integration/redirect-targets.test.ts",
  "tests/integration/refused-pages.test.ts",
  "tests/integration/region-data.test.ts",
  "tests/integration/regions.test.ts",
  "tests/integration/render-path.test.ts",
  "tests/integration/root-data.test.ts",
  "tests/integration/routing.test.ts",
  "tests/integration/search-order.test.ts",
  "tests/integration/search-settings.test.ts",
  "tests/integration/security-headers.test.ts",
  "tests/integration/shell.test.ts",
  "tests/integration/signup-mode-texts.test.ts",
  "tests/integration/signup-scriptless.test.ts",
  "tests/integration/similar-profiles-and-limits.test.ts",
  "tests/integration/site-factory.test.ts",
  "tests/integration/site-switches.test.ts",
  "tests/integration/supply-chain.test.ts",
  "tests/integration/tracking.test.ts",
  "tests/integration/upload-limit.test.ts",
  "tests/integration/visitor-teaser.test.ts",
  "app/.server/logging/log.server.test.ts",
] as const;
