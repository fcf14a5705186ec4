import { getDb } from "#app/.server/db/client.server.ts";
import { eq } from "drizzle-orm";
import { likes, profileImages, profiles } from "#app/.server/db/schema.ts";
import { appRequest } from "./app.ts";
import { createLoggedInMember, searcherDefaults, sessionCookieFor, type LoggedInMember } from "./factories.ts";
import { checkout } from "./payments.ts";

/**
 * Who sends a request in the authorization matrix. `member` owns every object the sample URLs name (its chat,
 * photo, order); `otherMember` is another member of the same brand; `otherBrand` a member of another brand, on
 * that brand's host, naming the same ids.
 *
 * Staff roles (admin, moderator, chat operator) join this list as further columns: add the role here, say in
 * ROLE_FALLBACK whose answers it gets on rows that do not name it, and give it a session in `sessionFor`.
 */
export const ROLES = ["anonymous", "member", "otherMember", "otherBrand"] as const;
export type Role = (typeof ROLES)[number];

/** A row that does not name a role expects what this other role gets (anonymous and member are always named). */
export const ROLE_FALLBACK: Record<Role, Role | null> = {
  anonymous: null,
  member: null,
  otherMember: "member",
  otherBrand: "otherMember",
};

/** An exact status, or `login`: a 302 to /login?redirectTo=<the path>. */
export type Outcome = number | "login";
export type Expectations = { anonymous: Outcome; member: Outcome } & Partial<Record<Role, Outcome>>;

export function expectedFor(expect: Expectations, role: Role): Outcome {
  let current: Role | null = role;
  while (current) {
    const outcome = expect[current];
    if (outcome !== undefined) return outcome;
    current = ROLE_FALLBACK[current];
  }
  throw new Error(`No expectation for ${role}`);
}

/** The objects the sample URLs name: all owned by `member`. */
export type Fixtures = {
  owner: LoggedInMember;
  partner: LoggedInMember;
  other: LoggedInMember;
  otherBrand: LoggedInMember;
  chatId: number;
  imageId: number;
  orderId: number;
  paymentId: string;
};

export async function createFixtures(): Promise<Fixtures> {
  const db = await getDb();
  const owner = await createLoggedInMember({ ...searcherDefaults, name: "Owner", credits: 1000 });
  const partner = await createLoggedInMember({ ...searcherDefaults, name: "Partner", gender: "female", credits: 100 });
  const other = await createLoggedInMember({ ...searcherDefaults, name: "Other", credits: 1000 });
  const otherBrand = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", country: "NL", name: "Elsewhere", credits: 1000 });
  const [image] = await db
    .insert(profileImages)
    .values([
      { profileId: owner.profileId, filename: "matrix/a.jpg", thumbFilename: "matrix/a-thumb.jpg", position: 0 },
      { profileId: owner.profileId, filename: "matrix/b.jpg", thumbFilename: "matrix/b-thumb.jpg", position: 1 },
    ])
    .returning({ id: profileImages.id });
  await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, owner.profileId));
  await db.insert(likes).values({ userId: owner.userId, likerProfileId: owner.profileId, profileId: partner.profileId });
  const started = await appRequest(`/api/chat.php?profile=${partner.profileId}`, { cookie: owner.cookie });
  const chatId = ((await started.json()) as { id: number }).id;
  const sent = await appRequest("/api/messages.php", {
    method: "POST",
    cookie: partner.cookie,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ conversation: chatId, text: "Hello there" }),
  });
  if (sent.status !== 201) throw new Error(`fixture message: ${sent.status}`);
  const order = await checkout(owner.cookie, "/credits/1/creditcard");
  if (!order.order || !order.paymentId) throw new Error(`fixture order: ${order.response.status} ${order.location}`);
  // Ids the other brand's member names are the owner's; `imageId` is the second photo (not the main one).
  return { owner, partner, other, otherBrand, chatId, imageId: image!.id + 1, orderId: order.order.id, paymentId: order.paymentId };
}

/** The host and a fresh session cookie of a role (fresh, so a row that logs out spoils no other row). */
export async function sessionFor(role: Role, fx: Fixtures): Promise<{ host: string; cookie?: string }> {
  switch (role) {
    case "anonymous":
      return { host: "classic.localhost" };
    case "member":
      return { host: "classic.localhost", cookie: await sessionCookieFor(fx.owner.userId, "classic") };
    case "otherMember":
      return { host: "classic.localhost", cookie: await sessionCookieFor(fx.other.userId, "classic") };
    case "otherBrand":
      return { host: "gay.localhost", cookie: await sessionCookieFor(fx.otherBrand.userId, "gay") };
  }
}

const all = (status: number): Expectations => ({ anonymous: status, member: status });
const page = (url: string | ((fx: Fixtures) => string), expect: Expectations) => ({ url, expect });
const ok = { anonymous: 200, member: 200 } as const;
const loginOnly = (member: Outcome = 200) => ({ anonymous: "login", member }) as const;
/** An object of the member's: others get the 404 of a page that does not exist for them. */
/** The other brand is a niche site: its landers need a niche-prefixed slug, so this one is a 404 there. */
const lander = { ...ok, otherBrand: 404 } as const;
const owned = { anonymous: "login", member: 200, otherMember: 404, otherBrand: 404 } as const;

export type PageRow = { url: string | ((fx: Fixtures) => string); expect: Expectations };

/**
 * GET of every page and resource route of `app/routes.ts`, keyed by its path pattern. The test fails for a route
 * without a row here and for a row whose route is gone.
 */
export const PAGE_MATRIX: Record<string, PageRow> = {
  "/": page("/", ok),
  // A member who is logged in already is sent home.
  "/login": page("/login", { anonymous: 200, member: 302 }),
  "/signup": page("/signup", ok),
  "/complete-signup": page("/complete-signup", ok),
  "/activate/done": page("/activate/done", ok),
  "/activate/error": page("/activate/error", ok),
  "/reset-password": page("/reset-password", ok),
  "/reset-password/do": page("/reset-password/do", ok),
  "/mail-change/do": page("/mail-change/do", ok),
  "/account-deleted": page("/account-deleted", ok),
  "/profile": page("/profile", loginOnly()),
  // The member's own data (decision 085): theirs only, so every member gets their own file.
  "/profile/data.json": page("/profile/data.json", loginOnly()),
  // A one-click unsubscribe needs its signed token (decision 084): without one it is refused for everyone.
  "/notifications/unsubscribe": page("/notifications/unsubscribe", { anonymous: 400, member: 400 }),
  // Blocking and reporting (decision 083): members who can see the profile; another brand's cannot.
  "/members/:memberId/block": page((fx) => `/members/${fx.partner.profileId}/block`, { anonymous: "login", member: 200, otherBrand: 404 }),
  "/members/:memberId/report": page((fx) => `/members/${fx.partner.profileId}/report`, {
    anonymous: "login",
    member: 200,
    otherBrand: 404,
  }),
  "/dev/outbox": page("/dev/outbox", ok),
  "/members": page("/members", loginOnly()),
  "/search": page("/search", loginOnly()),
  "/members/:memberId": page((fx) => `/members/${fx.partner.profileId}`, { ...ok, otherBrand: 404 }),
  "/likes/m/:memberId": page((fx) => `/likes/m/${fx.partner.profileId}`, { ...ok, otherBrand: 404 }),
  "/likes": page("/likes", loginOnly()),
  "/likes/:type": page("/likes/liked-by", loginOnly()),
  "/chats": page("/chats", loginOnly()),
  "/notifications": page("/notifications", loginOnly()),
  "/premium": page("/premium", loginOnly()),
  "/pricing": page("/pricing", ok),
  "/credits": page("/credits", loginOnly()),
  "/credits/repeat-order": page("/credits/repeat-order", loginOnly()),
  "/credits/:creditId/:paymentMethod?": page("/credits/1/creditcard", loginOnly()),
  "/transactions/:transactionId": page((fx) => `/transactions/${fx.orderId}`, owned),
  "/complaints": page("/complaints", ok),
  "/pages/service": page("/pages/service", loginOnly()),
  "/pages/:page": page("/pages/terms", ok),
  // Members write to customer service from its own page.
  "/contact": page("/contact", { anonymous: 200, member: 302 }),
  "/mail-change/not-me": page("/mail-change/not-me", ok),
  // Only after the account deletion dialog opened (and on a site with the offer).
  "/offers/stay": page("/offers/stay", loginOnly(404)),
  "/*": page("/no-such-page", { anonymous: 404, member: 404 }),
  "/chats/:chatId": page((fx) => `/chats/${fx.chatId}`, owned),
  "/members/:memberId/chat": page((fx) => `/members/${fx.partner.profileId}/chat`, { anonymous: "login", member: 302, otherBrand: 404 }),
  "/members/:memberId/signup": page((fx) => `/members/${fx.partner.profileId}/signup`, { ...ok, otherBrand: 404 }),
  "/members/:memberId/landing": page((fx) => `/members/${fx.partner.profileId}/landing`, { ...ok, otherBrand: 404 }),
  "/landers/maplanding/:slug": page("/landers/maplanding/spring", lander),
  "/landers/socialnetwork/:slug": page("/landers/socialnetwork/spring", lander),
  "/members/:memberId/landing2/*": page((fx) => `/members/${fx.partner.profileId}/landing2/summer`, { ...ok, otherBrand: 404 }),
  "/members/:memberId/landing3/*": page((fx) => `/members/${fx.partner.profileId}/landing3/chat-now`, { ...ok, otherBrand: 404 }),
  "/match-finder": page("/match-finder", ok),
  // The test provider's hosted page: like a real provider's, open to whoever has the payment id, on its brand only.
  "/payments/test/:paymentId": page((fx) => `/payments/test/${fx.paymentId}`, { ...ok, otherBrand: 404 }),
  "/signup-matches": page("/signup-matches", loginOnly()),
  "/landers/video/:slug": page("/landers/video/spring", lander),
  "/landers/gallery/:slug": page("/landers/gallery/spring", lander),
  "/landers/alonetonight/:slug": page("/landers/alonetonight/spring", lander),
  "/landers/iconslanding/:slug": page("/landers/iconslanding/spring", lander),
  "/landers/transitionsvideolanding/:slug": page("/landers/transitionsvideolanding/spring", lander),
  "/landers/collagelanding/:slug": page("/landers/collagelanding/spring", lander),
  "/_dev/*": page("/_dev/dialogs", { anonymous: 302, member: 302 }),
  "/account/resend-activation": page("/account/resend-activation", { anonymous: 405, member: 405 }),
  "/locales/:file": page("/locales/en.json", ok),
  "/favicon.ico": page("/favicon.ico", ok),
  "/icon.svg": page("/icon.svg", ok),
  "/apple-touch-icon.png": page("/apple-touch-icon.png", ok),
  "/icons/:file": page("/icons/icon-192.png", ok),
  "/manifest.webmanifest": page("/manifest.webmanifest", ok),
  "/offline": page("/offline", ok),
  // It takes a POST; a GET without `lng` is a bad request.
  "/resources/language": page("/resources/language", all(400)),
  "/resources/members-teaser": page("/resources/members-teaser", { anonymous: 403, member: 200 }),
  "/resources/country-map/:file": page("/resources/country-map/US.svg", { ...ok, otherBrand: 404 }),
  "/media/*": page("/media/matrix/none.jpg", { anonymous: 404, member: 404 }),
};

export const API_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export type ApiRow = {
  /** The path to call, when it is not the route's pattern itself. */
  path?: string;
  /** Query string (with `?`) for every method of the endpoint. */
  query?: string | ((fx: Fixtures) => string);
  /** JSON body for the methods other than GET. */
  body?: (fx: Fixtures) => unknown;
  methods: Record<ApiMethod, Expectations>;
};

const api = (row: ApiRow) => row;
const memberApi = (member: number): Expectations => ({ anonymous: 403, member });
/** Only GET exists: every other method is a 405 for anyone. */
const getOnly = (get: Expectations) => ({ GET: get, POST: all(405), PUT: all(405), DELETE: all(405) });

/**
 * Every `/api/*.php` endpoint × GET, POST, PUT and DELETE. Rows run in this order, and within a row the owner's
 * request goes last, so that the owner's deleting call cannot hide what the others would have reached.
 */
export const API_MATRIX: Record<string, ApiRow> = {
  "/api/user.php": api({
    methods: { GET: memberApi(200), POST: all(405), PUT: memberApi(200), DELETE: all(405) },
    body: () => ({}),
  }),
  // Ending a session needs the site's own page (Sec-Fetch-Site / Origin) or the logout token: a bare GET is refused.
  "/api/logout.php": api({ methods: getOnly({ anonymous: 200, member: 403 }) }),
  "/api/likes.php": api({
    body: (fx) => ({ profile: fx.partner.profileId }),
    methods: { GET: memberApi(200), POST: { ...memberApi(200), otherBrand: 404 }, PUT: all(405), DELETE: memberApi(200) },
  }),
  "/api/search.php": api({ methods: getOnly({ anonymous: 200, member: 200 }) }),
  // The other brand shows no webcam tiles.
  "/api/xcams/search.php": api({ methods: getOnly({ ...memberApi(200), otherBrand: 403 }) }),
  "/api/xcams/redirect.php": api({ query: "?account=anna", methods: getOnly({ ...memberApi(302), otherBrand: 404 }) }),
  "/api/resellpartner.php": api({ query: "?flow=profile-search", methods: getOnly({ ...memberApi(200), otherBrand: 404 }) }),
  "/api/companyinfo.php": api({ methods: getOnly(all(200)) }),
  "/api/validate_email.php": api({ query: "?email=someone%40example.com", methods: getOnly(all(200)) }),
  "/api/profileimage.php": api({
    methods: { GET: all(405), POST: memberApi(400), PUT: memberApi(405), DELETE: memberApi(405) },
  }),
  "/api/regions.php": api({ query: "?country=DE", methods: getOnly(all(200)) }),
  "/api/geocode.php": api({ query: "?lat=52.37&lon=4.89", methods: getOnly(all(200)) }),
  "/api/profile_fields.php": api({ methods: getOnly(all(200)) }),
  "/api/interests.php": api({ methods: getOnly(all(200)) }),
  "/api/activate.php": api({ methods: getOnly(memberApi(200)) }),
  "/api/page-hidden.php": api({ body: () => ({}), methods: { GET: all(405), POST: all(204), PUT: all(405), DELETE: all(405) } }),
  "/api/discountcode.php": api({ query: "?welcome=true", methods: getOnly(all(200)) }),
  "/api/payments/webhook.php": api({
    query: "?provider=test",
    body: (fx) => ({ id: fx.paymentId }),
    methods: { GET: all(405), POST: { anonymous: 200, member: 200, otherBrand: 404 }, PUT: all(405), DELETE: all(405) },
  }),
  "/api/chats.php": api({ methods: getOnly(memberApi(200)) }),
  "/api/chat.php": api({
    query: (fx) => `?profile=${fx.partner.profileId}`,
    body: (fx) => ({ conversation: fx.chatId, read: true }),
    methods: {
      GET: { anonymous: 403, member: 200, otherBrand: 404 },
      POST: all(405),
      PUT: { anonymous: 403, member: 200, otherMember: 404 },
      DELETE: { anonymous: 403, member: 200, otherMember: 404 },
    },
  }),
  "/api/messages.php": api({
    query: (fx) => `?conversation=${fx.chatId}`,
    body: (fx) => ({ conversation: fx.chatId, text: "From the matrix" }),
    methods: {
      GET: { anonymous: 403, member: 200, otherMember: 404 },
      POST: { anonymous: 403, member: 201, otherMember: 404 },
      PUT: all(405),
      DELETE: all(405),
    },
  }),
  "/api/events.php": api({ methods: getOnly(memberApi(200)) }),
  "/api/*": api({ path: "/api/nothing.php", methods: { GET: all(404), POST: all(404), PUT: all(404), DELETE: all(404) } }),
};
