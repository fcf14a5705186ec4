import { describe, expect, it } from "vitest";
import { isPushServiceEndpoint } from "./push-services.server.ts";

/** Decision 055: the server only ever contacts the browsers' own push services (no TEST_PUSH_SERVICE_ORIGIN here). */
describe("a push subscription's endpoint", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
    "https://fcm.googleapis.com/wp/dGVzdA",
    "https://android.googleapis.com/gcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
    "https://web.push.apple.com/QGx2Xf",
    "https://FCM.googleapis.com:443/fcm/send/abc",
  ])("may be a browser's push service: %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    // The security review's request: an internal service on the app's own host.
    "https://127.0.0.1:3643/internal/admin?x=1",
    "https://127.0.0.1/fcm/send/abc",
    "https://[::1]/fcm/send/abc",
    "https://10.0.0.8/fcm/send/abc",
    "https://2130706433/fcm/send/abc",
    "https://localhost/fcm/send/abc",
    "https://push.example.com/send/abc",
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://user:secret@fcm.googleapis.com/fcm/send/abc",
    "https://user@fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com.evil.example/fcm/send/abc",
    "https://evilfcm.googleapis.com/fcm/send/abc",
    "https://googleapis.com/fcm/send/abc",
    "https://apple.com/push",
    "https://fcm.googleapis.com./fcm/send/abc",
    "javascript:alert(1)",
    "not a url",
  ])("may not be anything else: %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });
});
