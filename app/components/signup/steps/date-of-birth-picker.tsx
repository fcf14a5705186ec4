import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  birthYears,
  checkDateOfBirth,
  composeDateOfBirth,
  datePartOrder,
  MAX_AGE,
  type DatePart,
} from "#app/forms/signup-profile-rules.ts";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";

function isIos() {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

/**
 * Date of birth: day, month and year selects in the order of the browser's locale
 * (day-month-year when it gives none), years newest first from the minimum age
 * back to 100; the native date input on iOS. Reports a YYYY-MM-DD value ("" while
 * nothing is chosen, 0000 / 00 for parts still missing); shows the age once the date is valid.
 */
export function DateOfBirthPicker({
  id,
  value,
  minAge,
  error,
  onChange,
}: {
  id: string;
  value: string;
  minAge: number;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [native, setNative] = useState(false);
  const [order, setOrder] = useState<DatePart[]>(["day", "month", "year"]);
  const [parts, setParts] = useState(() => {
    const [year = "", month = "", day = ""] = value ? value.split("-") : [];
    return { year, month, day };
  });
  useEffect(() => {
    // Browser-only facts, read after hydration so the server render matches.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setNative(isIos());
    setOrder(datePartOrder(navigator.language));
  }, []);

  const years = useMemo(() => birthYears(minAge), [minAge]);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [i18n.language]);

  function update(part: DatePart, next: string) {
    const merged = { ...parts, [part]: next };
    setParts(merged);
    onChange(composeDateOfBirth(merged));
  }

  const age = value && !checkDateOfBirth(value, 0) ? ageFromDateOfBirth(value) : null;
  const today = new Date();
  const describedBy = `${id}-age ${id}-error`;

  return (
    <div data-slot="date-of-birth" className="flex flex-col gap-1.5">
      {native ? (
        <Input
          id={id}
          type="date"
          value={value}
          min={isoDate(new Date(Date.UTC(today.getUTCFullYear() - MAX_AGE - 1, today.getUTCMonth(), today.getUTCDate() + 1)))}
          max={isoDate(new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate())))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          className="flex gap-2"
          data-order={order.join("-")}
        >
          {order.map((part, index) => (
            <label
              key={part}
              className={
                part === "month"
                  ? "flex min-w-0 flex-[2] flex-col"
                  : part === "year"
                    ? "flex min-w-0 flex-[1.3] flex-col"
                    : "flex min-w-0 flex-1 flex-col"
              }
            >
              <span className="sr-only">{t(`signup_flow.personal.${part}`)}</span>
              {part === "day" ? (
                <Select
                  id={index === 0 ? id : undefined}
                  name="dob_day"
                  value={parts.day}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update("day", event.currentTarget.value)}
                >
                  <option value="">{t("signup_flow.personal.day")}</option>
                  {Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, "0")).map((day) => (
                    <option key={day} value={day}>
                      {Number(day)}
                    </option>
                  ))}
                </Select>
              ) : part === "month" ? (
                <Select
                  id={index === 0 ? id : undefined}
                  name="dob_month"
                  value={parts.month}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update("month", event.currentTarget.value)}
                >
                  <option value="">{t("signup_flow.personal.month")}</option>
                  {monthNames.map((name, i) => (
                    <option key={name} value={String(i + 1).padStart(2, "0")}>
                      {name}
                    </option>
                  ))}
                </Select>
              ) : (
                <Select
                  id={index === 0 ? id : undefined}
                  name="dob_year"
                  value={parts.year}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => update("year", event.currentTarget.value)}
                >
                  <option value="">{t("signup_flow.personal.year")}</option>
                  {years.map((year) => (
                    <option key={year} value={String(year)}>
                      {year}
                    </option>
                  ))}
                </Select>
              )}
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-age`} data-slot="age" aria-live="polite" className="text-sm text-muted-foreground">
        {age !== null && !error ? t("signup_flow.personal.age", { count: age }) : ""}
      </p>
      <p id={`${id}-error`} role={error ? "alert" : undefined} className="min-h-5 text-sm text-destructive">
        {error ?? ""}
      </p>
    </div>
  );
}
