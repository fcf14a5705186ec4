/**
 * The product API answered inside Storybook: stories declare `parameters.api`, a map from "METHOD /api/x.php" (or
 * "/api/x.php" for any method) to a JSON body or `{ status, body }`; anything unlisted answers 404 with the API's
 * error shape, so a story never reaches a real server. Installed per story by the preview's `beforeEach`.
 */
export type ApiAnswer = unknown | { status: number; body: unknown };
export type ApiMocks = Record<string, ApiAnswer | ((request: { url: URL; body: unknown }) => ApiAnswer)>;

/** Calls the stories' API received, newest last, for play functions to assert on. */
export const apiCalls: { method: string; path: string; body: unknown }[] = [];

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return !!answer && typeof answer === "object" && "status" in answer && "body" in answer;
}

export function installApiMock(mocks: ApiMocks = {}): () => void {
  const realFetch = window.fetch;
  apiCalls.length = 0;
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (!url.pathname.startsWith("/api/")) return realFetch(input, init);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body;
    apiCalls.push({ method, path: url.pathname, body });
    const mock = mocks[`${method} ${url.pathname}`] ?? mocks[url.pathname];
    const answer = typeof mock === "function" ? mock({ url, body }) : mock;
    const { status, body: json } = isStatusAnswer(answer)
      ? answer
      : answer === undefined
        ? { status: 404, body: { error: { code: "not_mocked", message: `${method} ${url.pathname} has no story mock` } } }
        : { status: 200, body: answer };
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } });
  };
  return () => {
    window.fetch = realFetch;
  };
}
