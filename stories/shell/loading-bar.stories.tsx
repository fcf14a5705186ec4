import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { LoadingBarView } from "#app/components/ui/loading-bar.tsx";

/** Toggles a navigation on and off so the throttle, creep, finish and fade can be watched. */
function LoadingBarDemo({ busyMs = 2500 }: { busyMs?: number }) {
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    const timer = setInterval(() => setBusy((b) => !b), busyMs);
    return () => clearInterval(timer);
  }, [busyMs]);
  return (
    <div className="p-8 pt-12">
      <LoadingBarView busy={busy} />
      <p>Navigation {busy ? "running" : "idle"}</p>
    </div>
  );
}

const meta = { title: "Shell/LoadingBar", component: LoadingBarDemo } satisfies Meta<typeof LoadingBarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {};
