// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileCardData } from "#app/profiles/card.ts";
import type { SearchAnswer, SearchFilters } from "#app/search/filters.ts";
import { toPageSearch } from "#app/search/packed-search.ts";
import { renderInApp } from "#tests/support/dom.tsx";
import { MemberSearch } from "./member-search.tsx";

const filters: SearchFilters = { gender: "", min_age: 18, max_age: 100, country: "GB", countryregion: "" };

function card(id: number): ProfileCardData {
  return {
    id,
    name: `Member${id}`,
    age: 30,
    city: null,
    country: "GB",
    language: "en",
    gender: "female",
    fictional: false,
    main_image: null,
    did_like_profile: false,
  };
}

function answer(page: number, ids: number[], applied: SearchFilters = filters, numResults = 30): SearchAnswer {
  return {
    profiles: ids.map(card),
    paging: { page, pp: 12, num_results: numResults, num_pages: 3, capped: false },
    filter_options: applied,
    choices: { gender: ["male", "female"], age_ranges: [], country: ["GB", "IE"], countryregion: [] },
    similar: false,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// The infinite-scroll marker: the test decides when it comes into view.
let reveal: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderSearch(searchLoader: (url: URL) => SearchAnswer) {
  const requests: URL[] = [];
  await renderInApp(
    <MemberSearch
      initial={toPageSearch(answer(1, range(1, 12)))}
      camTiles={{ live: false, resell: false }}
      source="members"
      trafficsource={null}
    />,
    {
      routes: [
        {
          path: "/api/search.php",
          loader: ({ request }) => {
            const url = new URL(request.url);
            requests.push(url);
            return searchLoader(url);
          },
        },
      ],
    },
  );
  return requests;
}

const genderSelect = () => document.querySelector<HTMLSelectElement>('select[name="gender"]')!;
const cardIds = () => screen.queryAllByRole("article").map((node) => Number(node.getAttribute("data-profile-id")));

describe("MemberSearch", () => {
  it("appends the next page without profiles already shown", async () => {
    const requests = await renderSearch(() => answer(2, [12, ...range(13, 23)]));
    await waitFor(() => expect(cardIds()).toHaveLength(12));
    reveal();
    await waitFor(() => expect(cardIds()).toHaveLength(23));
    expect(cardIds()).toEqual(range(1, 23));
    expect(requests.at(-1)!.searchParams.get("page")).toBe("2");
  });

  it("clears the list on a filter change and shows the new answer with the filters it used", async () => {
    const male = { ...filters, gender: "male" as const };
    const requests = await renderSearch((url) => answer(1, [101, 102], { ...male, gender: url.searchParams.get("gender") as "male" }, 2));
    await waitFor(() => expect(cardIds()).toHaveLength(12));
    await userEvent.selectOptions(genderSelect(), "male");
    await waitFor(() => expect(cardIds()).toEqual([101, 102]));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get("gender")).toBe("male");
    expect(requests[0]!.searchParams.get("page")).toBe("1");
    expect(genderSelect().value).toBe("male");
  });
});
