/** The JSON error shape of every /api/*.php endpoint; the browser's API client reads it too. */
export type ApiError = { error: { code: string; message: string } };
