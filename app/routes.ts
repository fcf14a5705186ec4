import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every path of docs/product/screens-and-access.md#routes, grouped by layout. Each route module declares its
 * access level (public, optional, required) in its loader through `guard()`.
 */
export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx"),

    // Accounts
    route("login", "routes/accounts/login.tsx"),
    route("signup", "routes/accounts/signup.tsx"),
    route("complete-signup", "routes/accounts/complete-signup.tsx"),
    route("activate/done", "routes/accounts/activate-done.tsx"),
    route("activate/error", "routes/accounts/activate-error.tsx"),
    route("reset-password", "routes/accounts/reset-password.tsx"),
    route("reset-password/do", "routes/accounts/reset-password-do.tsx"),
    route("mail-change/do", "routes/accounts/mail-change-do.tsx"),
    route("account-deleted", "routes/accounts/account-deleted.tsx"),
    route("profile", "routes/accounts/profile.tsx"),
    route("notifications/unsubscribe", "routes/accounts/unsubscribe.tsx"),
    route("dev/outbox", "routes/accounts/dev-outbox.tsx"),

    // Discovery
    route("members", "routes/members/members.tsx", { id: "members" }),
    route("search", "routes/members/members.tsx", { id: "search" }),
    route("members/:memberId", "routes/members/member.tsx", { id: "members-memberId" }),
    route("likes/m/:memberId", "routes/members/member.tsx", { id: "likes-m-memberId" }),
    // Member safety (decision 083): block and report a profile the member can see.
    route("members/:memberId/block", "routes/safety/block-member.tsx"),
    route("members/:memberId/report", "routes/safety/report-member.tsx"),
    route("likes", "routes/likes/likes.tsx", { id: "likes" }),
    route("likes/:type", "routes/likes/likes.tsx", { id: "likes-type" }),

    // Chat and notifications
    route("chats", "routes/chat/chats.tsx", { id: "chats" }),
    route("notifications", "routes/notifications.tsx", { id: "notifications" }),

    // Credits and premium
    route("premium", "routes/billing/premium.tsx"),
    route("pricing", "routes/billing/pricing.tsx", { id: "pricing" }),
    route("credits", "routes/billing/credits.tsx"),
    route("credits/repeat-order", "routes/billing/credits-repeat-order.tsx"),
    route("credits/:creditId/:paymentMethod?", "routes/billing/credits-checkout.tsx"),
    route("transactions/:transactionId", "routes/billing/transaction.tsx"),

    // Content
    route("complaints", "routes/content/complaints.tsx"),
    // The info pages of docs/product/screens-and-access.md#content-pages; the module lists the slugs and answers any other with a 404.
    // The service page has the contact form: its own route, so the legal pages load no form code.
    route("pages/service", "routes/content/service.tsx"),
    route("pages/:page", "routes/content/page.tsx"),
    // Help that must work logged out: customer service, the mail-change warning; and the deletion offer.
    route("contact", "routes/help/contact.tsx"),
    route("mail-change/not-me", "routes/help/mail-change-not-me.tsx"),
    route("offers/stay", "routes/help/stay-offer.tsx"),

    // Unmatched paths: the 404 page inside the default layout.
    route("*", "routes/not-found.tsx"),
  ]),

  layout("layouts/chat.tsx", [
    route("chats/:chatId", "routes/chat/chat.tsx", { id: "chats-chatId" }),
    route("members/:memberId/chat", "routes/chat/member-chat.tsx"),
  ]),

  layout("layouts/lander.tsx", [
    route("members/:memberId/signup", "routes/landers/member-lander.tsx", { id: "members-memberId-signup" }),
    route("members/:memberId/landing", "routes/landers/member-lander.tsx", { id: "members-memberId-landing" }),
    route("landers/maplanding/:slug", "routes/landers/maplanding.tsx", { id: "landers-maplanding" }),
    route("landers/socialnetwork/:slug", "routes/landers/socialnetwork.tsx", { id: "landers-socialnetwork" }),
  ]),

  layout("layouts/empty.tsx", [
    route("members/:memberId/landing2/*", "routes/landers/member-lander-slug.tsx", { id: "members-memberId-landing2" }),
    route("members/:memberId/landing3/*", "routes/landers/member-lander-slug.tsx", { id: "members-memberId-landing3" }),
    route("match-finder", "routes/members/match-finder.tsx"),
    // The built-in test provider's hosted checkout (decision 030): "the provider's page", not part of the site's chrome.
    route("payments/test/:paymentId", "routes/billing/test-checkout.tsx"),
    route("signup-matches", "routes/accounts/signup-matches.tsx"),
    route("landers/video/:slug", "routes/landers/video.tsx", { id: "landers-video" }),
    route("landers/gallery/:slug", "routes/landers/gallery.tsx", { id: "landers-gallery" }),
    route("landers/alonetonight/:slug", "routes/landers/alonetonight.tsx", { id: "landers-alonetonight" }),
    route("landers/iconslanding/:slug", "routes/landers/iconslanding.tsx", { id: "landers-iconslanding" }),
    route("landers/transitionsvideolanding/:slug", "routes/landers/transitionsvideolanding.tsx", { id: "landers-transitionsvideolanding" }),
    route("landers/collagelanding/:slug", "routes/landers/collagelanding.tsx", { id: "landers-collagelanding" }),
  ]),

  // The back office (decision 070): staff only, with their own login and cookie; a member session never reaches it.
  // Every route here is listed in tests/integration/admin-access.test.ts, which fails for one that is not.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/login/code", "routes/admin/login-code.tsx"),
    route("admin/logout", "routes/admin/logout.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/moderation", "routes/admin/moderation.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/members", "routes/admin/members.tsx"),
    route("admin/members/:userId", "routes/admin/member.tsx"),
    route("admin/members/:userId/money", "routes/admin/member-money.tsx"),
    route("admin/pool", "routes/admin/pool.tsx"),
    route("admin/pool/new", "routes/admin/pool-new.tsx"),
    route("admin/pool/:profileId", "routes/admin/pool-profile.tsx"),
    route("admin/figures", "routes/admin/figures.tsx"),
    route("admin/figures.csv", "routes/admin/figures-csv.ts"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/console", "routes/admin/console.tsx"),
    route("admin/console/:conversationId", "routes/admin/console-conversation.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  // Developer pages are not part of the product: /_dev and its children go home.
  route("_dev/*", "routes/dev-redirect.tsx"),

  // JSON API (docs/product/api.md#conventions) and other resource routes.
  ...prefix("api", [
    route("user.php", "routes/api/user.ts"),
    route("logout.php", "routes/api/logout.ts"),
    route("likes.php", "routes/api/likes.ts"),
    route("search.php", "routes/api/search.ts"),
    route("xcams/search.php", "routes/api/xcams/search.ts"),
    route("xcams/redirect.php", "routes/api/xcams/redirect.ts"),
    route("resellpartner.php", "routes/api/resellpartner.ts"),
    route("companyinfo.php", "routes/api/companyinfo.ts"),
    route("validate_email.php", "routes/api/validate-email.ts"),
    route("profileimage.php", "routes/api/profile-image.ts"),
    route("regions.php", "routes/api/regions.ts"),
    route("geocode.php", "routes/api/geocode.ts"),
    route("profile_fields.php", "routes/api/profile-fields.ts"),
    route("interests.php", "routes/api/interests.ts"),
    route("activate.php", "routes/api/activate.ts"),
    route("page-hidden.php", "routes/api/page-hidden.ts"),
    route("discountcode.php", "routes/api/discountcode.ts"),
    route("payments/webhook.php", "routes/api/payment-webhook.ts"),
    route("chats.php", "routes/api/chats.ts"),
    route("chat.php", "routes/api/chat.ts"),
    route("messages.php", "routes/api/messages.ts"),
    route("events.php", "routes/api/events.ts"),
    route("*", "routes/api/not-found.ts", { id: "api-not-found" }),
  ]),
  route("account/resend-activation", "routes/accounts/resend-activation.ts"),
  route("profile/data.json", "routes/accounts/data-export.ts"),
  route("locales/:file", "routes/resources/locales.ts"),
  route("favicon.ico", "routes/resources/icons.ts", { id: "favicon" }),
  route("icon.svg", "routes/resources/icons.ts", { id: "icon-svg" }),
  route("apple-touch-icon.png", "routes/resources/icons.ts", { id: "apple-touch-icon" }),
  route("icons/:file", "routes/resources/icons.ts", { id: "manifest-icons" }),
  route("manifest.webmanifest", "routes/resources/manifest.ts"),
  route("offline", "routes/resources/offline.ts"),
  route("resources/language", "routes/resources/language.ts"),
  route("resources/members-teaser", "routes/resources/members-teaser.ts"),
  route("resources/country-map/:file", "routes/resources/country-map.ts"),
  route("media/*", "routes/resources/media.ts"),
] satisfies RouteConfig;
