import { Form, useNavigation } from "react-router";
import { MESSAGE_MAX_LENGTH } from "#app/chat/types.ts";
import { ActionButton, ActionResult, AdminPage, Panel, ScrollTable, type AdminActionResult } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { Link } from "#app/framework/link.tsx";

export type ConsoleQueuePageProps = {
  queue: {
    id: number;
    lastMessageAt: string | null;
    memberName: string;
    siteId: string;
    poolName: string;
    text: string;
    lockedByOther: boolean;
  }[];
};

type ConsoleProfile = {
  name: string;
  gender: string | null;
  dateOfBirth: string | null;
  city: string | null;
  country: string | null;
  fictional: boolean;
  aboutMe: string;
};

export type ConsoleConversationPageProps = {
  member: ConsoleProfile & { userId: number; siteId: string };
  poolProfile: ConsoleProfile;
  messages: { id: number; fromPool: boolean; text: string; createdAt: string }[];
  /** Whether this operator holds the conversation (another's hold shows it without the composer). */
  held: boolean;
  result?: AdminActionResult;
};

/** The answering console's queue: members waiting for a pool profile's answer, oldest first. */
export function ConsoleQueuePage({ queue }: ConsoleQueuePageProps) {
  return (
    <AdminPage title={`Answering console (${queue.length} waiting)`}>
      {queue.length === 0 ? <p className="text-sm text-neutral-600">No member is waiting for an answer.</p> : null}
      <ScrollTable label="Conversations waiting">
        <thead>
          <tr>
            <th>Waiting since (UTC)</th>
            <th>Member</th>
            <th>To</th>
            <th>Last message</th>
            <th>
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {queue.map((row) => (
            <tr key={row.id} data-console-conversation={row.id}>
              <td className="whitespace-nowrap">{row.lastMessageAt?.slice(0, 16).replace("T", " ")}</td>
              <td>
                {row.memberName} ({row.siteId})
              </td>
              <td>{row.poolName}</td>
              <td className="max-w-64 break-words">{row.text.slice(0, 140)}</td>
              <td>
                {row.lockedByOther ? (
                  <span className="text-xs text-neutral-600">taken</span>
                ) : (
                  <Link className="underline" to={`/admin/console/${row.id}`}>
                    Open
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AdminPage>
  );
}

/** One conversation of the console: the member, the history and the answer box, and the pool profile being played. */
export function ConsoleConversationPage({ member, poolProfile, messages, held, result }: ConsoleConversationPageProps) {
  const navigation = useNavigation();
  return (
    <AdminPage
      title={`${member.name} ↔ ${poolProfile.name}`}
      actions={held ? <ActionButton intent="release" label="Done, release" /> : null}
    >
      <ActionResult result={result} />
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
