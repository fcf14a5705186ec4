// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "#tests/support/dom.tsx";
import { Field, FormErrors } from "./field.tsx";
import { Select } from "./select.tsx";

describe("form kit", () => {
  it("a select with a required choice shows its placeholder, not the first option, until the member picks", async () => {
    await renderInApp(
      <Field label="Topic" htmlFor="topic">
        <Select
          id="topic"
          name="topic"
          placeholder="Choose…"
          placeholderDisabled
          options={[
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ]}
        />
      </Field>,
    );
    const select = (await screen.findByLabelText("Topic")) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect([...select.options].map((option) => option.textContent)).toEqual(["Choose…", "A", "B"]);
    expect(select.getAttribute("data-slot")).toBe("select");
  });

  it("translates form errors, with values from the message key and from the form", async () => {
    await renderInApp(<FormErrors id="form-errors" errors={["account_life.rate_limited?minutes=3"]} />);
    const alert = await screen.findByRole("alert");
    expect(alert.id).toBe("form-errors");
    expect(alert.textContent).toContain("3");
    expect(alert.textContent).not.toContain("account_life");
  });

  it("renders nothing without errors", async () => {
    const { container } = await renderInApp(<FormErrors id="none" errors={undefined} />);
    expect(container.querySelector('[data-slot="form-errors"]')).toBeNull();
  });
});
