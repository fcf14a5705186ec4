import { describe, expect, it } from "vitest";
import { forgetPushMessages, lastPushMessage, readPushState, watchPushMessages } from "#app/components/signup/push-state.ts";
import { PUSH_MESSAGE_EVENT, pushClickTarget } from "./push-click.ts";

const origin = "https://flirt.example";

describe("a click on a push notification", () => {
  it("opens the message for a logged-in member", () => {
    expect(pushClickTarget("/chats/12", origin, true)).toBe("https://flirt.example/chats/12");
  });

  it("opens the login page with a return to the message for a logged-out visitor", () => {
    expect(pushClickTarget("/chats/12", origin, false)).toBe("https://flirt.example/login?redirectTo=%2Fchats%2F12");
    expect(pushClickTarget("/likes?new=1", origin, false)).toBe("https://flirt.example/login?redirectTo=%2Flikes%3Fnew%3D1");
    expect(pushClickTarget("/", origin, false)).toBe("https://flirt.example/login");
  });

  it("never leaves the site, whatever the push said", () => {
    expect(pushClickTarget("https://evil.example/phish", origin, true)).toBe("https://flirt.example/");
    expect(pushClickTarget("//evil.example/x", origin, false)).toBe("https://flirt.example/login");
    expect(pushClickTarget("http://[bad", origin, true)).toBe("https://flirt.example/");
  });
});

describe("the push state's lastMessage", () => {
  it("keeps the last push the worker told this page of, ignores other messages, and forgets it on logout", async () => {
    const target = new EventTarget();
    const stop = watchPushMessages(target as unknown as ServiceWorkerContainer);
    const message = { title: "Ann", body: "Hi there", url: "/chats/3", receivedAt: "2026-11-25T19:00:00.000Z" };
    target.dispatchEvent(new MessageEvent("message", { data: { type: "UPDATE_READY" } }));
    expect(lastPushMessage()).toBeNull();
    target.dispatchEvent(new MessageEvent("message", { data: { type: PUSH_MESSAGE_EVENT, message: { title: 1 } } }));
    expect(lastPushMessage()).toBeNull();
    target.dispatchEvent(new MessageEvent("message", { data: { type: PUSH_MESSAGE_EVENT, message } }));
    expect(lastPushMessage()).toEqual(message);
    // Read with the rest of the push state (here a browser without push).
    expect(await readPushState()).toMatchObject({ isCapable: false, lastMessage: message });
    forgetPushMessages();
    expect(lastPushMessage()).toBeNull();
    stop();
    target.dispatchEvent(new MessageEvent("message", { data: { type: PUSH_MESSAGE_EVENT, message } }));
    expect(lastPushMessage()).toBeNull();
  });
});
