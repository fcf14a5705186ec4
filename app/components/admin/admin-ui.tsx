import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { themeCssVariables } from "#themes/css.ts";
import { getTheme } from "#themes/index.ts";

/**
 * The back office does not follow the site's theme: on a dark-themed site the page's tokens (light text, dark
 * controls) would otherwise reach its white panels. Its layout resets them to the classic theme's inside itself.
 */
const ADMIN_TOKENS = themeCssVariables(getTheme("classic")).replace(":root", '[data-layout="admin"]');

export function AdminThemeTokens() {
  return <style data-admin-tokens>{ADMIN_TOKENS}</style>;
}

/**
 * The back office's building blocks (decision 072): plain, dense, usable from 390 px up; the app's own controls
 * without the brand's theme.
 */
export function AdminPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-md border border-neutral-300 bg-white p-3 sm:p-4", className)}>
      {title ? <h2 className="mb-3 text-base font-semibold">{title}</h2> : null}
      {children}
    </div>
  );
}

/** The outcome of a back-office action, as its route's action answers. */
export type AdminActionResult = { ok?: string; error?: string } | undefined | null;

/** The outcome of the last action: a success line or an error (role alert). */
export function ActionResult({ result }: { result: AdminActionResult }) {
  if (!result) return null;
  if (result.error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
        {result.error}
      </p>
    );
  if (result.ok)
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-2 text-sm text-green-800">
        {result.ok}
      </p>
    );
  return null;
}

/** A one-button form posting `intent` and hidden fields, optionally with a required reason. */
export function ActionButton({
  intent,
  fields = {},
  label,
  variant = "outline",
  reason,
  confirm,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  label: string;
  variant?: "primary" | "outline" | "danger" | "secondary" | "ghost";
  /** Shows a reason field (required) with this label. */
  reason?: string;
  confirm?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value));
  const id = `${intent}-${Object.values(fields).join("-")}-reason`;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {reason ? (
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor={id} className="text-xs">
            {reason}
          </Label>
          <Input id={id} name="reason" required maxLength={500} className="h-9 min-w-40" />
        </div>
      ) : null}
      <Button type="submit" size="sm" variant={variant} loading={busy}>
        {label}
      </Button>
    </Form>
  );
}

export function TextField({
  name,
  label,
  defaultValue,
  type = "text",
  required = false,
  multiline = false,
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "email";
}) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea id={id} name={name} defaultValue={defaultValue ?? ""} required={required} rows={4} />
      ) : (
        <Input
          id={id}
          name={name}
          type={type}
          defaultValue={defaultValue ?? ""}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </div>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "approved" || status === "active" || status === "closed"
      ? "bg-green-100 text-green-800"
      : status === "rejected" || status === "banned" || status === "deleted"
        ? "bg-red-100 text-red-800"
        : "bg-amber-100 text-amber-800";
  return <span className={cn("inline-block rounded px-1.5 py-0.5 text-xs font-medium", tone)}>{status}</span>;
}

/**
 * A list's table, scrolling sideways inside itself on a phone instead of widening the page; `columns` gives its
 * header row. The scrolling box is a named region that Tab reaches, so a keyboard can scroll it too.
 */
export function ScrollTable({ label, columns, children }: { label: string; columns?: string[]; children: ReactNode }) {
  return (
    // `relative`: a visually hidden header name (absolutely positioned) is then clipped by this box instead of widening
    // the page past a phone's width.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div className="relative max-w-full overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm [&_td]:border-t [&_td]:border-neutral-200 [&_td]:p-2 [&_td]:align-top [&_th]:p-2">
        {columns ? (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
        ) : null}
        {children}
      </table>
    </div>
  );
}

/** The search box of a back-office list (`?q=`). */
export function ListSearch({ q, placeholder, label }: { q: string; placeholder: string; label: string }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      <Input name="q" defaultValue={q} placeholder={placeholder} aria-label={label} className="min-w-0 flex-1" />
      <Button type="submit">Search</Button>
    </Form>
  );
}
