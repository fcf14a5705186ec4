import { apiError, bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { processPaymentNotification } from "#app/.server/credits/payments.server.ts";
import { isProviderName } from "#app/.server/credits/providers/providers.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isJsonMediaType, readForm, readJson } from "#app/.server/http/body.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/payment-webhook";

const PAYMENT_ID = /^[A-Za-z0-9_-]{4,64}$/;

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/payments/webhook.php?provider=mollie|test with the payment id (`id=tr_…`, as Mollie posts it, or JSON
 * `{ "id": … }`). Only the id is read from the request: the state comes from the provider (decision 030). 200 once
 * applied (also when nothing changed), 404 for a payment of no order here, 422 when the provider's amount or currency
 * is not the order's, 502 when the provider could not be asked (providers retry non-2xx answers).
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  const { site } = guard(args, { access: "public" });
  const provider = new URL(args.request.url).searchParams.get("provider");
  if (!isProviderName(provider)) return apiError(400, "unknown_provider", "Name the provider: ?provider=mollie or ?provider=test.");
  const type = (args.request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  let id: unknown;
  if (isJsonMediaType(type)) {
    const read = await readJson(args.request);
    if (!read.ok) return bodyError(read.failure);
    id = (read.value as { id?: unknown } | undefined)?.id;
  } else {
    const read = await readForm(args.request);
    if (!read.ok) return bodyError(read.failure);
    id = read.value.get("id");
  }
  if (typeof id !== "string" || !PAYMENT_ID.test(id)) return apiError(400, "invalid_id", "Send the payment id as `id`.");

  const result = await processPaymentNotification(await getDb(), site, provider, id, { i18n: getI18n(args.context) });
  if (!result.ok) {
    const messages = {
      unknown_payment: "No order here has this payment.",
      amount_mismatch: "The payment's amount or currency is not the order's; nothing was credited.",
      provider_unavailable: "The provider could not be asked for the payment's state; try again.",
    } as const;
    return apiError(result.status, result.code, messages[result.code]);
  }
  return Response.json({ status: result.order.status }, { headers: { "Cache-Control": "no-store" } });
}
