import type { Language } from "#app/site/locales.ts";
import de from "#app/locales/de.json";
import en from "#app/locales/en.json";
import es from "#app/locales/es.json";
import fr from "#app/locales/fr.json";
import it from "#app/locales/it.json";
import nl from "#app/locales/nl.json";
import pl from "#app/locales/pl.json";

export type Messages = typeof en;

/** One message tree per language, single namespace `translation`. */
export const messages: Record<Language, Messages> = { en, nl, de, it, fr, es, pl };

export const resources = Object.fromEntries(
  Object.entries(messages).map(([language, tree]) => [language, { translation: tree }]),
);
