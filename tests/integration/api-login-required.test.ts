import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";

/** Every endpoint that needs a login answers a visitor with the same JSON 403 (`requireApiUser`). */
const ENDPOINTS: [string, string][] = [
  ["GET", "/api/user.php"],
  ["PUT", "/api/user.php"],
  ["POST", "/api/user.php?push=1"],
  ["GET", "/api/likes.php"],
  ["POST", "/api/likes.php"],
  ["DELETE", "/api/likes.php"],
  ["GET", "/api/activate.php"],
  ["POST", "/api/profileimage.php"],
  ["GET", "/api/resellpartner.php?flow=profile-search"],
  ["GET", "/api/xcams/redirect.php?account=anna"],
  ["GET", "/api/xcams/search.php"],
];

describe("API endpoints that need a login", () => {
  it.each(ENDPOINTS)("%s %s answers 403 not_logged_in with a translated message", async (method, path) => {
    const response = await appRequest(path, {
      method,
      headers: { "Content-Type": "application/json", "Accept-Language": "de" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_logged_in");
    expect(body.error.message).not.toBe("api.unauthorized");
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

describe("content pages by route param", () => {
  it("serves each page as a document and as client data, and an unknown slug is a 404", async () => {
    expect((await appRequest("/pages/terms")).status).toBe(200);
    const dataResponse = await appRequest("/pages/terms.data");
    expect(dataResponse.status).toBe(200);
    expect(await dataResponse.text()).toContain("terms");
    expect((await appRequest("/pages/nope")).status).toBe(404);
    expect((await appRequest("/pages/nope.data")).status).toBe(404);
  });
});
