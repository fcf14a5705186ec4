import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Amount = { currency: string; value: string };

export type FakeMolliePayment = {
  id: string;
  status: "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";
  amount: Amount;
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl?: string;
  locale?: string;
  metadata: unknown;
  amountRefunded?: Amount;
  amountChargedBack?: Amount;
};

/**
 * A throw-away self-signed certificate for 127.0.0.1. `@mollie/api-client` only speaks HTTPS and trusts only its own
 * CA bundle, so its tests turn certificate checks off for this test process (see `trustFakeMollie`).
 */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "fake-mollie-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ].concat(["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")]),
    { stdio: "ignore" },
  );
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
}

/**
 * A local HTTPS server that answers like Mollie's payments API v2 (create and get a payment, refund one), for the Mollie adapter's
 * tests: Bearer API key checked, HAL+JSON answers with `_links.checkout`, errors in Mollie's shape. Tests change a
 * payment's state as Mollie would (paid, refunded, charged back) and can make the server fail.
 */
export async function startFakeMollie(apiKey: string) {
  const payments = new Map<string, FakeMolliePayment>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  let failWith: number | null = null;
  let sequence = 0;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      request.on("end", () => resolve(text));
    });

  const server: Server = createServer(selfSignedCertificate(), async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    requests.push({ method: request.method ?? "", path: url.pathname + url.search, body });
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { "Content-Type": "application/hal+json" });
      response.end(JSON.stringify(payload));
    };
    const problem = (status: number, title: string, detail: string) =>
      reply(status, { status, title, detail, _links: { documentation: { href: "https://docs.mollie.com/errors", type: "text/html" } } });

    if (failWith) return problem(failWith, "Service Unavailable", "The fake is failing on purpose.");
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return problem(401, "Unauthorized Request", "Missing authentication, or failed to authenticate");

    if (request.method === "POST" && url.pathname === "/v2/payments") {
      const amount = body?.amount as Amount | undefined;
      if (!amount || !/^\d+\.\d{2}$/.test(amount.value)) return problem(422, "Unprocessable Entity", "The amount is invalid");
      const id = `tr_fake${++sequence}`;
      const payment: FakeMolliePayment = {
        id,
        status: "open",
        amount,
        description: String(body?.description ?? ""),
        method: (body?.method as string) ?? null,
        redirectUrl: String(body?.redirectUrl ?? ""),
        webhookUrl: body?.webhookUrl as string | undefined,
        locale: body?.locale as string | undefined,
        metadata: body?.metadata ?? null,
      };
      payments.set(id, payment);
      return reply(201, toJson(payment));
    }
    const refundOf = /^\/v2\/payments\/([\w]+)\/refunds$/.exec(url.pathname);
    if (request.method === "POST" && refundOf) {
      // Mollie's "create payment refund": the amount must not exceed what is left; the payment's total refunded grows.
      const payment = payments.get(refundOf[1]!);
      if (!payment) return problem(404, "Not Found", `No payment exists with token ${refundOf[1]}.`);
      const amount = body?.amount as Amount | undefined;
      if (!amount || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== payment.amount.currency)
        return problem(422, "Unprocessable Entity", "The amount is invalid");
      const refunded = Number(payment.amountRefunded?.value ?? "0") + Number(amount.value);
      if (payment.status !== "paid" || refunded > Number(payment.amount.value) + 1e-9)
        return problem(422, "Unprocessable Entity", "The refund amount is higher than the refundable amount");
      payment.amountRefunded = { currency: amount.currency, value: refunded.toFixed(2) };
      const id = `re_fake${++sequence}`;
      return reply(201, {
        resource: "refund",
        id,
        mode: "test",
        amount,
        status: "pending",
        createdAt: new Date().toISOString(),
        description: String(body?.description ?? ""),
        metadata: null,
        paymentId: payment.id,
        _links: {
          self: { href: `http://localhost/v2/payments/${payment.id}/refunds/${id}`, type: "application/hal+json" },
          payment: { href: `http://localhost/v2/payments/${payment.id}`, type: "application/hal+json" },
          documentation: { href: "https://docs.mollie.com/reference/create-refund", type: "text/html" },
        },
      });
    }
    const match = /^\/v2\/payments\/([\w]+)$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      const payment = payments.get(match[1]!);
      if (!payment) return problem(404, "Not Found", `No payment exists with token ${match[1]}.`);
      return reply(200, toJson(payment));
    }
    return problem(404, "Not Found", "Unknown endpoint");
  });

  function toJson(payment: FakeMolliePayment) {
    const self = `http://localhost/v2/payments/${payment.id}`;
    return {
      resource: "payment",
      id: payment.id,
      mode: "test",
      createdAt: new Date().toISOString(),
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: payment.status === "open",
      profileId: "pfl_fake",
      sequenceType: "oneoff",
      redirectUrl: payment.redirectUrl,
      ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
      ...(payment.locale ? { locale: payment.locale } : {}),
      ...(payment.amountRefunded ? { amountRefunded: payment.amountRefunded } : {}),
      ...(payment.amountChargedBack ? { amountChargedBack: payment.amountChargedBack } : {}),
      _links: {
        self: { href: self, type: "application/hal+json" },
        ...(payment.status === "open"
          ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${payment.id}`, type: "text/html" } }
          : {}),
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/v2/`,
    payments,
    requests,
    update(id: string, change: Partial<FakeMolliePayment>) {
      Object.assign(payments.get(id)!, change);
    },
    failWith(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
