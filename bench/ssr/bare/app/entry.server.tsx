import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { TranslationProvider } from "../../../../app/i18n/translation.tsx";
import { i18n } from "./i18n.server.ts";

/** The same streaming render as the app's entry.server, with the request's i18n instance. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <TranslationProvider i18n={i18n.getI18n(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </TranslationProvider>,
      {
        onShellReady() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
      },
    );
  });
}
