import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** "Already a member? Log in" under a sign-up form: the sign-up's first step and a lander's shell of it. */
export function HaveAccount({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn("text-center text-sm text-muted-foreground", className)}>
      {t("signup_flow.account.have_account")}{" "}
      <Link to="/login" className="text-primary underline underline-offset-4">
        {t("signup_flow.account.login_link")}
      </Link>
    </p>
  );
}
