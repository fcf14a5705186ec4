import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Form, useFetcher } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { DeleteAccountSchema } from "#app/forms/account.ts";
import { PasswordConfirmedSubmit } from "./password-confirmed.tsx";
import { useIntentForm } from "./use-intent-form.ts";

/**
 * Account deletion in two steps inside one dialog: when the site has a
 * `delete_discount`, the member is first offered it; then what deletion removes,
 * confirmed with the password.
 */
export function DeleteAccount({
  deleteDiscount,
  lastResult,
}: {
  deleteDiscount: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<"offer" | "confirm">(deleteDiscount ? "offer" : "confirm");
  const { form, fields, busy } = useIntentForm("delete-account", DeleteAccountSchema, lastResult);
  // Opening the deletion tells the server first: only a member who started a deletion may take its offer.
  const deletionStart = useFetcher<{ started: boolean }>();
  const offerReady = deletionStart.state === "idle" && deletionStart.data?.started === true;
  // A refused attempt (wrong password) comes back with the dialog closed by the navigation; reopen it at the form.
  const [shownResult, setShownResult] = useState<SubmissionResult<string[]> | undefined>(undefined);
  if (lastResult !== shownResult) {
    setShownResult(lastResult);
    if (lastResult?.status === "error") {
      setStep("confirm");
      setOpen(true);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setStep(deleteDiscount ? "offer" : "confirm");
        if (next && deleteDiscount) void deletionStart.submit({ intent: "start" }, { method: "post", action: "/offers/stay" });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger" data-testid="delete-account-open">
          {t("delete_account.open")}
        </Button>
      </DialogTrigger>
      <DialogContent id="delete-account-dialog" aria-describedby="delete-account-description">
        {step === "offer" && deleteDiscount ? (
          <>
            <DialogTitle>{t("delete_account.offer_title")}</DialogTitle>
            <DialogDescription id="delete-account-description">
              {t("delete_account.offer_text", { percent: deleteDiscount })}
            </DialogDescription>
            <div className="flex flex-wrap gap-2">
              {offerReady ? (
                <Button asChild>
                  <Link to="/offers/stay" data-testid="delete-offer-accept">
                    {t("delete_account.offer_accept", { percent: deleteDiscount })}
                  </Link>
                </Button>
              ) : (
                <Button loading disabled data-testid="delete-offer-accept">
                  {t("delete_account.offer_accept", { percent: deleteDiscount })}
                </Button>
              )}
              <Button variant="outline" data-testid="delete-offer-decline" onClick={() => setStep("confirm")}>
                {t("delete_account.offer_decline")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle>{t("delete_account.confirm_title")}</DialogTitle>
            <DialogDescription id="delete-account-description">{t("delete_account.confirm_text")}</DialogDescription>
            <ul className="list-disc pl-5 text-sm">
              <li>{t("delete_account.removes_profile")}</li>
              <li>{t("delete_account.removes_photos")}</li>
              <li>{t("delete_account.removes_login")}</li>
              <li>{t("delete_account.removes_credits")}</li>
            </ul>
            <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="delete-account" />
              <PasswordConfirmedSubmit
                form={form}
                field={fields.currentPassword}
                submitLabel={t("delete_account.submit")}
                busy={busy}
                variant="danger"
              >
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  {t("common.cancel")}
                </Button>
              </PasswordConfirmedSubmit>
            </Form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
