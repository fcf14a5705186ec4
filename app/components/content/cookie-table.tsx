import { useTranslation } from "react-i18next";

/**
 * What the app really stores in the browser. Names are the real ones: the
 * session and flash cookies of app/.server, the language cookie of spec section 9
 * and the tracking record (spec sections 3 and 9; the cookie of decision 023).
 */
export const STORED_ITEMS = [
  { id: "session", name: "__session" },
  { id: "language", name: "i18n_redirected" },
  { id: "toast", name: "toast" },
  { id: "tracking", name: "tracking" },
] as const;

export function CookieTable() {
  const { t } = useTranslation();
  const columns = ["name", "purpose", "where", "lifetime"] as const;
  return (
    <div className="overflow-x-auto">
      <table data-slot="cookie-table" className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-card-border">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold label-text lavish:text-primary">
                {t(`content.cookies.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {STORED_ITEMS.map((item) => (
            <tr key={item.id} className="border-b border-card-border align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                {item.name}
              </th>
              <td className="px-3 py-2">{t(`content.cookies.rows.${item.id}.purpose`)}</td>
              <td className="px-3 py-2">{t(`content.cookies.rows.${item.id}.where`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{t(`content.cookies.rows.${item.id}.lifetime`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
