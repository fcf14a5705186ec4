// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot.tsx";

describe("Slot", () => {
  it("renders the child with the slot's props merged in: the child's win, handlers both run, classes and refs combine", () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="btn"
        data-slot="button"
        title="slot"
        style={{ color: "red", margin: 1 }}
        onClick={() => order.push("slot")}
      >
        <a
          ref={childRef}
          href="/signup"
          className="mt-6"
          title="child"
          style={{ color: "blue" }}
          onClick={(event) => {
            event.preventDefault();
            order.push("child");
          }}
        >
          Join
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Join" });
    expect(link.getAttribute("href")).toBe("/signup");
    expect(link.className).toBe("btn mt-6");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.getAttribute("title")).toBe("child");
    expect(link.style.color).toBe("blue");
    expect(link.style.margin).toBe("1px");
    fireEvent.click(link);
    expect(order).toEqual(["child", "slot"]);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("passes a lone handler or ref through unchanged", () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLElement>();
    render(
      <Slot ref={ref} onClick={onClick}>
        <button type="button">Go</button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole("button", { name: "Go" }));
  });
});
