import type { MessagePrice } from "#app/billing/message-price.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useMoney } from "./offers.tsx";

/** "A message costs N credits (worth $x)": the price a send debits, as /credits, /pricing and the order page show it. */
export function MessageCost({ price, className }: { price: MessagePrice; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className={className} data-slot="message-cost" data-credits={price.credits}>
      {price.value
        ? t("billing.message_cost_value", { count: price.credits, price: money(price.value.amount, price.value.currency) })
        : t("billing.message_cost", { count: price.credits })}
    </p>
  );
}
