import { Outlet } from "react-router";
import { ChatFrame } from "#app/components/layout/chat-frame.tsx";

/** Chat layout: header and a full-height conversation area, no footer. */
export default function ChatLayout() {
  return (
    <ChatFrame>
      <Outlet />
    </ChatFrame>
  );
}
