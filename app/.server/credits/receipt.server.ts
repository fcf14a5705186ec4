import { and, eq, isNull } from "drizzle-orm";
import type { i18n as I18n } from "i18next";
import { messagePrice } from "#app/billing/message-price.ts";
import { formatMoney } from "#app/billing/money.ts";
import { isLanguage, LOCALE_TAGS } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";
import { renderAccountMail } from "../accounts/account-mail.server.ts";
import { companyCountryIn } from "../content/company-country.server.ts";
import type { Database } from "../db/client.server.ts";
import { orders, users } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { sendMail } from "../mail/mailer.server.ts";
import type { OrderRow } from "./orders.server.ts";

type T = I18n["t"];

/** The receipt number a member quotes to customer service: the site and the order, e.g. `CLASSIC-000042`. */
export function receiptNumber(site: Pick<Site, "id">, orderId: number) {
  return `${site.id.toUpperCase()}-${String(orderId).padStart(6, "0")}`;
}

/** The percentage of a basis-point rate as a reader writes it: 2100 → "21", 810 → "8.1" (locale-formatted). */
export function vatPercent(basisPoints: number, localeTag: string) {
  return new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 }).format(`${basisPoints / 100}` as Intl.StringNumericLiteral);
}

/**
 * The receipt of a paid order in the member's language: what was bought, the amount with the VAT in it (rate and
 * amount) and without, the discount, the payment method, and the seller — company name, address, registration and
 * VAT numbers — as tax rules ask of an invoice-like receipt.
 */
export function receiptMailContent(site: Site, order: OrderRow, t: T) {
  const localeTag = isLanguage(order.language) ? LOCALE_TAGS[order.language] : "en-US";
  const money = (amount: number) => formatMoney(amount, order.currency, localeTag);
  const number = receiptNumber(site, order.id);
  const date = new Intl.DateTimeFormat(localeTag, { dateStyle: "long", timeZone: "UTC" }).format(order.paidAt ?? order.createdAt);
  const item =
    order.kind === "credits"
      ? t("billing.receipt.item_credits", { count: order.credits }) +
        (order.bonusCredits > 0 ? ` ${t("billing.receipt.item_bonus", { count: order.bonusCredits })}` : "")
      : t("billing.receipt.item_premium", { count: order.premiumDays }) +
        (order.bonusCredits > 0 ? ` ${t("billing.receipt.item_bonus", { count: order.bonusCredits })}` : "");
  const company = [
    site.company_name,
    site.company_address,
    site.company_city,
    companyCountryIn(site.company_country, isLanguage(order.language) ? order.language : "en"),
  ].join(", ");
  const registration = [
    site.company_kvk ? t("billing.receipt.kvk", { kvk: site.company_kvk }) : null,
    site.company_vat_numbers.length ? t("billing.receipt.vat_numbers", { numbers: site.company_vat_numbers.join(", ") }) : null,
  ].filter((line): line is string => !!line);
  const paragraphs = [
    t("billing.receipt.number", { number, date }),
    t("billing.receipt.item", { item }),
    ...(order.kind === "credits" ? [messageCostLine(site, order, t, localeTag)] : []),
    ...(order.discountPercent > 0
      ? [t("billing.receipt.discount", { percent: order.discountPercent, list: money(order.listAmount) })]
      : []),
    t("billing.receipt.total", { amount: money(order.amount), method: t(`billing.methods.${order.method}`) }),
    t("billing.receipt.vat", {
      rate: vatPercent(order.vatRateBasisPoints, localeTag),
      vat: money(order.vatAmount),
      net: money(order.amount - order.vatAmount),
    }),
    t("billing.receipt.seller", { company }),
    ...registration,
    t("billing.receipt.questions", { email: site.support_email, number }),
  ];
  const subject = t("billing.receipt.subject", { site: site.name, number });
  const body = renderAccountMail(site, {
    heading: t("billing.receipt.heading"),
    paragraphs,
    footer: t("billing.receipt.footer", { site: site.name }),
  });
  return { subject, ...body };
}

/** What a message costs in the country the order was charged in: the same rule the debit follows. */
function messageCostLine(site: Site, order: OrderRow, t: T, localeTag: string) {
  const price = messagePrice(site, order.country);
  return price.value
    ? t("billing.message_cost_value", { count: price.credits, price: formatMoney(price.value.amount, price.value.currency, localeTag) })
    : t("billing.message_cost", { count: price.credits });
}

/**
 * Mails the receipt of a paid order once: the order's `receipt_sent_at` is claimed first, so concurrent
 * notifications send one mail. A mail failure is logged and the claim released, so a later notification retries.
 */
export async function sendReceipt(db: Database, site: Site, orderId: number, i18n: I18n): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid"), isNull(orders.receiptSentAt)))
    .returning();
  if (!claimed) return false;
  try {
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
    const t = i18n.getFixedT(claimed.language) as T;
    const mail = receiptMailContent(site, claimed, t);
    await sendMail(site, { to: member!.email, kind: "receipt", ...mail });
    return true;
  } catch (error) {
    logError("receipt mail failed", error);
    await db.update(orders).set({ receiptSentAt: null }).where(eq(orders.id, orderId));
    return false;
  }
}
