import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { deleteAccount } from "#app/.server/accounts/account-deletion.server.ts";
import { siteLink } from "#app/.server/accounts/account-mail.server.ts";
import { requestEmailChange } from "#app/.server/accounts/email-change.server.ts";
import {
  changePassword,
  checkCurrentPassword,
  getOwnProfile,
  ownAccountLists,
  saveProfileChanges,
} from "#app/.server/accounts/own-profile.server.ts";
import { clearSessionCookie, readSessionToken } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { deleteProfileImage, setMainProfileImage } from "#app/.server/profiles/images.server.ts";
import { isInterest, listInterests } from "#app/.server/profiles/interests.server.ts";
import { profileFormChoices, regionsSentFor } from "#app/.server/profiles/profile-form-choices.server.ts";
import { updateOwnProfile } from "#app/.server/profiles/profile-update.server.ts";
import { removePushSubscription } from "#app/.server/accounts/push.server.ts";
import { setMessageEmails } from "#app/.server/notifications/message-alerts.server.ts";
import { unblockMember } from "#app/.server/safety/blocks.server.ts";
import { consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { redirectWithToast } from "#app/.server/toast.server.ts";
import { ProfileIdSchema } from "#app/forms/safety.ts";
import { DeleteAccountSchema, EmailChangeSchema, PasswordChangeSchema } from "#app/forms/account.ts";
import { INTERESTS_NOTE, interestsOf, PhotoActionSchema, profileDetailsSchemaFor, profileInterestsSchema } from "#app/forms/profile.ts";
import { getI18n, getLanguage, getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { ProfilePage, type ProfileActionData, type ProfileIntent } from "#app/components/account/profile-page.tsx";
import type { Route } from "./+types/profile";
import { hasFeature } from "#themes/features.ts";
import { profileCompleteness } from "#app/profiles/completeness.ts";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const db = await getDb();
  const [own, lists] = await Promise.all([getOwnProfile(db, user, site), ownAccountLists(db, user, site)]);
  if (!own) throw redirect("/login");
  const choices = profileFormChoices(site, getI18n(args.context), getLanguage(args.context), getRegionNames(args.context));
  return {
    own,
    fieldsView: choices.fieldsView,
    regions: regionsSentFor(choices, own.profile.country, site.countries),
    showCity: site.visible_profile_fields.includes("city"),
    interests: choices.interests,
    selectedInterests: interestsOf(own.profile.texts),
    ...lists,
    deleteDiscount: site.delete_discount ?? null,
    // The theme switch decides whether the page shows the meter.
    completeness: hasFeature(site.features, "myProfile.completenessMeter")
      ? profileCompleteness({ ...own.profile, photos: own.photos.length }, site.visible_profile_notes)
      : null,
  };
}

type Intent = ProfileIntent;
type ActionData = ProfileActionData;

function refused(intent: Intent, result: SubmissionResult<string[]>, status = 400, headers?: HeadersInit) {
  return data<ActionData>({ intent, result }, { status, headers });
}

export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required" });
  const { request, context } = args;
  const i18n = getI18n(context);
  const t = i18n.t;
  const db = await getDb();
  const formData = await requireForm(request);
  const intent = formData.get("intent");
  const saved = (key: string, values?: Record<string, unknown>) =>
    redirectWithToast(request, "/profile", { type: "success", description: t(key, values) });

  // Every current-password check counts against the account, so /profile cannot be used to guess it.
  const passwordAttemptAllowed = async (intent: Intent, submission: { reply: (options?: object) => SubmissionResult<string[]> }) => {
    const limit = await consumeRateLimit("accountChange", `${site.id}:${user.id}`);
    if (limit.allowed) return null;
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return refused(
      intent,
      submission.reply({ formErrors: [`account_life.rate_limited?minutes=${minutes}`], hideFields: ["currentPassword", "newPassword"] }),
      429,
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  };

  switch (intent) {
    case "details": {
      const submission = parseWithZod(formData, {
        schema: profileDetailsSchemaFor(profileFormChoices(site, i18n, getLanguage(context), getRegionNames(context)).fieldsView),
      });
      if (submission.status !== "success") return refused("details", submission.reply());
      const { intent: _intent, city, ...value } = submission.value;
      // Fields this form does not show (hidden by the site, interests) are not sent, so they keep their values.
      const result = await updateOwnProfile(db, site, user, {
        ...value,
        ...(site.visible_profile_fields.includes("city") ? { city } : {}),
      });
      if (!result.ok)
        return refused(
          "details",
          submission.reply({
            fieldErrors: Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, [message]])),
          }),
        );
      return saved("my_profile.details_saved");
    }
    case "interests": {
      const submission = parseWithZod(formData, { schema: profileInterestsSchema(listInterests(t, "en").map((interest) => interest.id)) });
      if (submission.status !== "success") return refused("interests", submission.reply());
      const own = await getOwnProfile(db, user, site);
      const chosen = [...new Set(submission.value.interests)].filter(isInterest);
      const texts = { ...own!.profile.texts };
      if (chosen.length) texts[INTERESTS_NOTE] = chosen.join(",");
      else delete texts[INTERESTS_NOTE];
      await saveProfileChanges(db, user.profileId, { texts });
      return saved("my_profile.interests_saved");
    }
    case "photo-main":
    case "photo-delete": {
      const submission = parseWithZod(formData, { schema: PhotoActionSchema });
      if (submission.status !== "success") return refused("photo", submission.reply());
      const { imageId } = submission.value;
      const done =
        submission.value.intent === "photo-main"
          ? await setMainProfileImage(db, user.profileId, imageId)
          : await deleteProfileImage(db, user.profileId, imageId);
      if (!done) return refused("photo", submission.reply({ formErrors: ["my_profile.photo_not_found"] }), 404);
      return saved(submission.value.intent === "photo-main" ? "my_profile.photo_main_saved" : "my_profile.photo_deleted");
    }
    case "change-email": {
      const submission = parseWithZod(formData, { schema: EmailChangeSchema });
      if (submission.status !== "success") return refused("change-email", submission.reply({ hideFields: ["currentPassword"] }));
      const limited = await passwordAttemptAllowed("change-email", submission);
      if (limited) return limited;
      if (!(await checkCurrentPassword(db, user.id, submission.value.currentPassword))) {
        return refused(
          "change-email",
          submission.reply({ fieldErrors: { currentPassword: ["my_profile.errors.wrong_password"] }, hideFields: ["currentPassword"] }),
        );
      }
      const result = await requestEmailChange(db, site, user, submission.value.email, {
        linkTo: (path) => siteLink(site, request, path),
        t: (key, options) => t(key, options),
      });
      if (!result.ok) {
        const message = result.reason === "same_address" ? "mail_change.same_address" : "mail_change.address_taken";
        return refused("change-email", submission.reply({ fieldErrors: { email: [message] }, hideFields: ["currentPassword"] }));
      }
      return saved("mail_change.sent", { email: submission.value.email });
    }
    case "change-password": {
      const submission = parseWithZod(formData, { schema: PasswordChangeSchema });
      const hideFields = ["currentPassword", "newPassword"];
      if (submission.status !== "success") return refused("change-password", submission.reply({ hideFields }));
      const limited = await passwordAttemptAllowed("change-password", submission);
      if (limited) return limited;
      const changed = await changePassword(db, user.id, {
        current: submission.value.currentPassword,
        next: submission.value.newPassword,
        keepSessionToken: readSessionToken(request.headers.get("cookie")),
      });
      if (!changed)
        return refused(
          "change-password",
          submission.reply({ fieldErrors: { currentPassword: ["my_profile.errors.wrong_password"] }, hideFields }),
        );
      return saved("my_profile.password_changed");
    }
    case "delete-account": {
      const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
      if (submission.status !== "success") return refused("delete-account", submission.reply({ hideFields: ["currentPassword"] }));
      const limited = await passwordAttemptAllowed("delete-account", submission);
      if (limited) return limited;
      if (!(await checkCurrentPassword(db, user.id, submission.value.currentPassword))) {
        return refused(
          "delete-account",
          submission.reply({ fieldErrors: { currentPassword: ["my_profile.errors.wrong_password"] }, hideFields: ["currentPassword"] }),
        );
      }
      await deleteAccount(db, user.id);
      return redirect("/account-deleted", { headers: { "Set-Cookie": clearSessionCookie(isSecureRequest(request)) } });
    }
    case "unblock": {
      const parsed = ProfileIdSchema.safeParse({ profile: formData.get("profile") });
      if (!parsed.success) return refused("unblock", { status: "error", error: { "": ["api.bad_request"] } });
      await unblockMember(db, user, parsed.data.profile);
      return saved("safety.profile.unblocked");
    }
    case "notifications": {
      await setMessageEmails(db, user.id, formData.get("messageEmails") === "on");
      return saved("safety.profile.saved");
    }
    case "push-off": {
      const endpoint = formData.get("endpoint");
      if (typeof endpoint !== "string" || endpoint.length > 2048)
        return refused("notifications", { status: "error", error: { "": ["api.bad_request"] } });
      await removePushSubscription(db, user.id, endpoint);
      return data({ intent: "notifications" as Intent, result: { status: "success" } satisfies SubmissionResult<string[]> });
    }
    default:
      return data(
        {
          intent: "details" as Intent,
          result: { status: "error", error: { "": ["api.bad_request"] } } satisfies SubmissionResult<string[]>,
        },
        { status: 400 },
      );
  }
}

/** A refused attempt's Retry-After reaches the browser on document requests too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} actionData={actionData} />;
}
