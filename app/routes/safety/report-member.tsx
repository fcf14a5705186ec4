import { data, Form, useNavigation } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { SafetyError } from "#app/.server/safety/blocks.server.ts";
import { reportMember } from "#app/.server/safety/reports.server.ts";
import { consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Label } from "#app/components/ui/field.tsx";
import { Link } from "#app/framework/link.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { idValue } from "#app/forms/ids.ts";
import { splitMessageKey } from "#app/forms/messages.ts";
import { REPORT_MESSAGE_MAX_LENGTH, REPORT_REASONS, ReportSchema } from "#app/forms/safety.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { requireSafetyTarget } from "#app/routing/safety-target.server.ts";
import type { Route } from "./+types/report-member";

/** `/members/{id}/report[?conversation={id}]`: the report form; from the chat the conversation's messages go with it. */
export async function loader(args: Route.LoaderArgs) {
  const { target } = await requireSafetyTarget(args);
  const conversation = idValue.safeParse(new URL(args.request.url).searchParams.get("conversation") ?? undefined);
  return { target, conversation: conversation.success ? conversation.data : null };
}

type ActionErrors = { reason?: string; message?: string; form?: string };

export async function action(args: Route.ActionArgs) {
  const { db, site, user, target } = await requireSafetyTarget(args);
  const t = getI18n(args.context).t;
  const translate = (message: string) => {
    const { key, values } = splitMessageKey(message);
    return t(key, values);
  };
  const parsed = ReportSchema.safeParse(Object.fromEntries(await requireForm(args.request)));
  if (!parsed.success) {
    const errors: ActionErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "message" ? "message" : issue.path[0] === "reason" ? "reason" : "form";
      errors[field] ??= issue.message.includes(".") ? translate(issue.message) : t("api.bad_request");
    }
    return data({ errors }, { status: 400 });
  }
  // Reports reach people: a flood from one account is refused, with the wait in words and in Retry-After.
  const limit = await consumeRateLimit("report", `${site.id}:${user.id}`);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data(
      { errors: { form: t("safety.report.errors.too_many", { minutes }) } satisfies ActionErrors },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await reportMember(db, site, user, {
      profileId: target.id,
      reason: parsed.data.reason,
      message: parsed.data.message,
      conversationId: parsed.data.conversation,
      block: parsed.data.block === "on",
    });
  } catch (error) {
    if (error instanceof SafetyError) throw data({ message: t("safety.errors.not_found") }, { status: 404 });
    throw error;
  }
  return redirectWithToast(args.request, "/profile#reports", { type: "success", description: t("safety.report.done") });
}

/** A refused attempt's Retry-After reaches the browser on document requests too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function ReportMemberScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { target, conversation } = loaderData;
  const errors: ActionErrors = actionData?.errors ?? {};
  return (
    <div className="mx-auto w-full max-w-lg" data-slot="report-member">
      <PageHeading title={t("safety.report.title", { name: target.name })}>{t("safety.report.intro", { name: target.name })}</PageHeading>
      <AccountCard>
        <Form method="post" className="flex flex-col gap-4" data-testid="report-form">
          {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? "report-reason-error" : undefined}>
            <legend className="mb-1 font-medium">{t("safety.report.reason_label")}</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-2">
                <input type="radio" name="reason" value={reason} required />
                {t(`safety.report.reasons.${reason}`)}
              </label>
            ))}
            <p id="report-reason-error" role={errors.reason ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
              {errors.reason ?? ""}
            </p>
          </fieldset>
          <Field label={t("safety.report.message_label")} htmlFor="report-message" error={errors.message} errorId="report-message-error">
            <Textarea id="report-message" name="message" maxLength={REPORT_MESSAGE_MAX_LENGTH} rows={4} />
          </Field>
          {conversation ? (
            <>
              <input type="hidden" name="conversation" value={conversation} />
              <p className="text-sm text-muted-foreground">{t("safety.report.evidence_note")}</p>
            </>
          ) : null}
          <div className="flex items-center gap-2">
            <input id="report-block" type="checkbox" name="block" defaultChecked />
            <Label htmlFor="report-block">{t("safety.report.also_block", { name: target.name })}</Label>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy} data-testid="report-submit">
              {t("safety.report.submit")}
            </Button>
            <Button asChild variant="outline">
              <Link to={conversation ? `/chats/${conversation}` : `/members/${target.id}`}>{t("safety.block.cancel")}</Link>
            </Button>
          </div>
        </Form>
      </AccountCard>
    </div>
  );
}
