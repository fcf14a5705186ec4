import { useEffect, useMemo, useRef, useState } from "react";
import { regionName } from "#app/i18n/display-names.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch } from "#app/api/client.ts";
import { useCountryRegions } from "#app/profiles/use-country-regions.ts";
import { Select } from "#app/components/ui/select.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CITY_MAX_LENGTH } from "#app/forms/messages.ts";
import { useSite } from "#app/root-data.ts";
import type { PublicUser } from "#app/user.ts";
import { StepLayout } from "./step-layout.tsx";

export type Geocode = { country: string; countryregion: string | null; city: string } | null;

/** Cached positions up to an hour old are good enough (docs/product/constants.md#accounts-and-sign-up). */
const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The geolocation permission as the product keeps it: `unsupported` (no geolocation in this browser), `unknown` (the
 * browser does not say), or the browser's own state (`prompt`, `granted`, `denied`).
 */
export type GeolocationPermission = "unsupported" | "unknown" | PermissionState;

export async function readGeolocationPermission(
  nav: Pick<Navigator, "geolocation" | "permissions"> | undefined = typeof navigator === "undefined" ? undefined : navigator,
): Promise<GeolocationPermission> {
  if (!nav?.geolocation) return "unsupported";
  if (!nav.permissions?.query) return "unknown";
  try {
    return (await nav.permissions.query({ name: "geolocation" })).state;
  } catch {
    return "unknown";
  }
}

/** The browser's position turned into a place by `GET /api/geocode.php`; null on any failure (docs/product/signup.md#step-3-location). */
export function locateVisitor(onDenied?: () => void): Promise<Geocode> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        apiFetch<Geocode>("/api/geocode.php", {
          query: { lat: position.coords.latitude.toFixed(5), lon: position.coords.longitude.toFixed(5) },
        })
          .then(resolve)
          .catch((error) => {
            console.error("geocoding failed", error);
            resolve(null);
          });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) onDenied?.();
        resolve(null);
      },
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 10_000 },
    );
  });
}

/**
 * Step 3: where the member lives. Country only when the site has more than one;
 * region optional; city optional and only when it is a visible field. The
 * browser's position, when allowed, fills in what is still empty.
 */
export function LocationStep({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const profile = user?.profile;
  const [country, setCountry] = useState(profile?.country ?? (site.countries.length === 1 ? site.countries[0]! : ""));
  // The country filed at sign-up is a GeoIP guess (decision 025): the browser's position may correct it until the
  // member picks a country or a region themselves.
  const chosen = useRef(Boolean(profile?.countryregion || profile?.city));
  const [region, setRegion] = useState(profile?.countryregion ?? "");
  const [city, setCity] = useState(profile?.city ?? "");
  const regions = useCountryRegions(country);
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const [permission, setPermission] = useState<GeolocationPermission | null>(null);
  const showCity = (site.visible_profile_fields as readonly string[]).includes("city");
  const countryNames = useMemo(() => {
    return site.countries
      .map((code) => ({ code, name: regionName(code, i18n.language) }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [site.countries, i18n.language]);

  useEffect(() => {
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the lookup starts after hydration
    setLocating(true);
    void readGeolocationPermission().then((state) => {
      if (!cancelled) setPermission((known) => known ?? state);
    });
    void locateVisitor(() => !cancelled && setPermission("denied")).then((place) => {
      if (cancelled) return;
      setLocating(false);
      if (place) setPermission("granted");
      // A member who already picked a place keeps it; the position only fills in for one who has not.
      if (!place || !site.countries.includes(place.country) || chosen.current) return;
      setCountry(place.country);
      setRegion((current) => current || (place.countryregion ?? ""));
      setCity((current) => current || place.city);
    });
    return () => {
      cancelled = true;
    };
  }, [site.countries]);

  async function save() {
    setSaving(true);
    await apiFetch("/api/user.php", {
      method: "PUT",
      body: { country, countryregion: regions.some((r) => r.id === region) ? region : null, ...(showCity ? { city: city.trim() } : {}) },
    }).catch((error) => console.error("saving the location failed", error));
    onDone();
  }

  return (
    <StepLayout
      step={3}
      title={t("signup_flow.location.title")}
      intro={t("signup_flow.location.text")}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone} disabled={saving}>
            {t("signup_flow.location.skip")}
          </Button>
          <Button type="button" onClick={save} loading={saving} disabled={!country}>
            {t("signup_flow.location.save")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1">
        {site.countries.length > 1 ? (
          <Field label={t("signup_flow.location.country")} htmlFor="signup-country">
            <Select
              id="signup-country"
              name="country"
              value={country}
              onChange={(event) => {
                chosen.current = true;
                setCountry(event.currentTarget.value);
                setRegion("");
              }}
            >
              <option value="">{t("signup_flow.location.choose_country")}</option>
              {countryNames.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={t("signup_flow.location.region")} htmlFor="signup-region">
          <Select
            id="signup-region"
            name="countryregion"
            value={region}
            disabled={!regions.length}
            onChange={(event) => {
              chosen.current = true;
              setRegion(event.currentTarget.value);
            }}
          >
            <option value="">{t("signup_flow.location.region_none")}</option>
            {regions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
        {showCity ? (
          <Field label={t("signup_flow.location.city")} htmlFor="signup-city">
            <Input
              id="signup-city"
              name="city"
              value={city}
              maxLength={CITY_MAX_LENGTH}
              autoComplete="address-level2"
              onChange={(event) => setCity(event.currentTarget.value)}
            />
          </Field>
        ) : null}
        <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {locating ? t("signup_flow.location.locating") : ""}
        </p>
        {permission ? (
          <p data-slot="geolocation-permission" data-state={permission} className="text-sm text-muted-foreground">
            {t(`signup_flow.location.permission.${permission}`)}
          </p>
        ) : null}
      </div>
    </StepLayout>
  );
}
