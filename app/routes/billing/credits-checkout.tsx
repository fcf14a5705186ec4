import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/credits-checkout";

/** A credit package id and, optionally, a payment method slug. */
function validCheckoutParams(params: Record<string, string | undefined>) {
  return positiveIntParams("creditId")(params) && (params.paymentMethod === undefined || /^[a-z0-9_-]{1,40}$/.test(params.paymentMethod));
}

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "required", isValid: validCheckoutParams });
  return null;
}

export default function CreditsCheckoutScreen() {
  const { t } = useTranslation();
  return <PageHeading title={t("screens.credits_checkout")} />;
}
