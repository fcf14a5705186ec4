import { anchorOf, type RenderedDocument } from "#app/content/documents.ts";

type CookieTableWords = NonNullable<Extract<RenderedDocument, { kind: "legal" }>["cookieTable"]>;

/**
 * What the app stores in the browser (STORED_ITEMS), in the words the server translated with the page. On a phone the
 * table scrolls sideways inside its box, which keyboard users reach by Tab (named by its section's heading).
 */
export function CookieTable({ table }: { table: CookieTableWords }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${anchorOf("what_we_store")}-title`}>
      <table data-slot="cookie-table" className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-card-border">
            {table.headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold label-text lavish:text-primary">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name} className="border-b border-card-border align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                {row.name}
              </th>
              <td className="px-3 py-2">{row.purpose}</td>
              <td className="px-3 py-2">{row.where}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
