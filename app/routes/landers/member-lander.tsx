import { useTranslation } from "react-i18next";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { guard, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/member-lander";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public", isValid: positiveIntParams("memberId") });
  return null;
}

export default function MemberLanderScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("screens.lander")} />
      <SignupForm hideTitle landerProfileId={Number(params.memberId) || null} />
    </>
  );
}
