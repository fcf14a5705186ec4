import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

type Context = Readonly<RouterContextProvider>;

/**
 * The i18n middleware. remix-i18next created and initialised a new
 * i18next instance on every request; the messages never change while the process runs,
 * so here each language gets one instance at start (clones sharing one resource store),
 * and a request only picks its language and that instance. Nothing on the server changes
 * an instance's language or resources, which is what makes sharing them safe.
 */
export function createI18nMiddleware<Language extends string>({
  languages,
  options,
  pickLanguage,
}: {
  languages: readonly Language[];
  options: InitOptions;
  pickLanguage: (args: { request: Request; context: Context }) => Language;
}) {
  const base = createInstance();
  void base.init({ ...options, lng: languages[0], initAsync: false });
  const instances = new Map<string, I18n>(languages.map((language) => [language, base.cloneInstance({ lng: language, initAsync: false })]));

  const languageContext = createContext<Language>();
  const i18nContext = createContext<I18n>();

  const middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const language = pickLanguage({ request, context });
    context.set(languageContext, language);
    context.set(i18nContext, instances.get(language)!);
    return next();
  };
  return {
    middleware,
    getLanguage: (context: Context): Language => context.get(languageContext),
    getI18n: (context: Context): I18n => context.get(i18nContext),
    /** The shared instance of a language (mails in the site's language, tests). */
    instanceFor: (language: Language): I18n => instances.get(language)!,
  };
}
