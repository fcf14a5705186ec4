import { data, Form, redirect, useNavigation } from "react-router";
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
import { ActionButton, ActionResult, AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { done, failed, parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { positiveIntParams } from "#app/routing/guard.server.ts";
import { CONSOLE_STAFF, forbidden, requireStaff } from "#app/routing/staff-guard.server.ts";
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
  const { member, poolProfile, messages, held } = loaderData;
  const navigation = useNavigation();
  return (
    <AdminPage
      title={`${member.name} ↔ ${poolProfile.name}`}
      actions={held ? <ActionButton intent="release" label="Done, release" /> : null}
    >
      <ActionResult result={actionData} />
      {!held ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
          Another operator has this conversation open.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr_1fr]">
        <Panel title="Member">
          <p className="text-sm">
            <a className="underline" href={`/admin/members/${member.userId}`}>
              {member.name}
            </a>{" "}
            · {member.siteId}
          </p>
          <p className="text-sm">
            {member.gender ?? "—"}, {member.dateOfBirth ?? "—"}, {member.city ?? "—"} {member.country ?? ""}
          </p>
          {member.aboutMe ? <p className="mt-2 text-sm whitespace-pre-wrap break-words">{member.aboutMe}</p> : null}
        </Panel>
        <Panel title="Conversation">
          <ol className="flex flex-col gap-2" data-slot="console-messages">
            {messages.map((m) => (
              <li
                key={m.id}
                className={
                  m.fromPool
                    ? "ms-8 rounded-md bg-neutral-900 p-2 text-sm text-white whitespace-pre-wrap break-words"
                    : "me-8 rounded-md bg-neutral-200 p-2 text-sm whitespace-pre-wrap break-words"
                }
              >
                {m.text}
                <span className="block text-[0.7rem] opacity-70">{m.createdAt.slice(0, 16).replace("T", " ")}</span>
              </li>
            ))}
          </ol>
          {held ? (
            <Form method="post" className="mt-3 flex flex-col gap-2">
              <input type="hidden" name="intent" value="answer" />
              <Label htmlFor="console-answer">{`Answer as ${poolProfile.name}`}</Label>
              <Textarea id="console-answer" name="text" required maxLength={MESSAGE_MAX_LENGTH} rows={3} />
              <Button type="submit" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "answer"}>
                Send
              </Button>
            </Form>
          ) : null}
        </Panel>
        <Panel title="Playing">
          <p className="text-sm">
            {poolProfile.name} · {poolProfile.fictional ? "fictional (members see the marker)" : "not marked fictional"}
          </p>
          <p className="text-sm">
            {poolProfile.gender ?? "—"}, {poolProfile.dateOfBirth ?? "—"}, {poolProfile.city ?? "—"} {poolProfile.country ?? ""}
          </p>
          {poolProfile.aboutMe ? <p className="mt-2 text-sm whitespace-pre-wrap break-words">{poolProfile.aboutMe}</p> : null}
        </Panel>
      </div>
    </AdminPage>
  );
}
