import { data, redirect } from "react-router";
import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "#app/chat/types.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { ChatError } from "#app/.server/chat/conversations.server.ts";
import {
  answerAsPoolProfile,
  canAnswer,
  ConsoleLockedError,
  consoleConversation,
  consoleSubject,
  releaseLock,
  takeLock,
} from "#app/.server/console/console.server.ts";
import { done, failed, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { CONSOLE_STAFF, forbidden, requireStaff } from "#app/routing/staff-guard.server.ts";
import { ConsoleConversationPage } from "#app/components/admin/console-pages.tsx";
import type { Route } from "./+types/console-conversation";

async function subjectOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const staff = requireStaff(args, CONSOLE_STAFF);
  const missing = () => data({ message: "No such conversation with a pool profile." }, { status: 404 });
  if (!positiveIntParams("conversationId")(args.params)) throw missing();
  const db = await getDb();
  const subject = await consoleSubject(db, Number(args.params.conversationId));
  if (!subject) throw missing();
  if (!canAnswer(staff, subject)) throw forbidden();
  return { staff, db, subject };
}

/** Opening a conversation holds it for this operator; held by another, it is shown without the composer (409). */
export async function loader(args: Route.LoaderArgs) {
  const { staff, db, subject } = await subjectOf(args);
  const held = await takeLock(db, staff, subject.conversationId);
  const view = { held, ...(await consoleConversation(db, subject, staff)) };
  return held ? view : data(view, { status: 409 });
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("answer"), text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) }),
  z.object({ intent: z.literal("release") }),
]);

export async function action(args: Route.ActionArgs) {
  const { staff, db, subject } = await subjectOf(args);
  const input = parseAdminForm(await readAdminForm(args.request), ActionSchema);
  if (input.intent === "release") {
    await releaseLock(db, staff, subject);
    return redirect("/admin/console");
  }
  try {
    await answerAsPoolProfile(db, staff, subject, input.text);
  } catch (error) {
    if (error instanceof ConsoleLockedError) return failed(`Not sent: ${error.message}.`, 409);
    if (error instanceof ChatError) return failed(`Not sent: ${error.message}`, 409);
    throw error;
  }
  return done("Answer sent.");
}

export default function ConsoleConversation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleConversationPage {...loaderData} result={actionData} />;
}
