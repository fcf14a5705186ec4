import { Component, type ReactNode } from "react";

/**
 * Around a lazily loaded part: when its chunk stays missing after the one guarded reload, the part is left out
 * (`fallback`) and the rest of the page stays usable, instead of the error taking the whole page down.
 */
export class ChunkErrorBoundary extends Component<{ fallback?: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
