import { Form, useNavigation } from "react-router";
import {
  ActionButton,
  ActionResult,
  AdminPage,
  ListSearch,
  Panel,
  ScrollTable,
  type AdminActionResult,
} from "#app/components/admin/admin-ui.tsx";
import { PoolProfileForm, type PoolProfileValues } from "#app/components/admin/pool-profile-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Link } from "#app/framework/link.tsx";

export type PoolListPageProps = {
  q: string;
  profiles: { id: number; name: string; siteId: string | null; country: string | null; fictional: boolean; thumbUrl: string | null }[];
};

export type PoolNewPageProps = {
  sites: { id: string; name: string }[];
  countries: string[];
  result?: AdminActionResult;
};

export type PoolProfilePageProps = {
  profile: PoolProfileValues & { id: number; siteId: string | null; photos: { id: number; thumbUrl: string; main: boolean }[] };
  countries: string[];
  result?: AdminActionResult;
};

/** Pool profiles (no account) of the staff member's sites, found by name or id. */
export function PoolListPage({ q, profiles }: PoolListPageProps) {
  return (
    <AdminPage
      title="Pool profiles"
      actions={
        <Button asChild size="sm">
          <Link to="/admin/pool/new">New pool profile</Link>
        </Button>
      }
    >
      <ListSearch q={q} placeholder="Name or id" label="Search pool profiles" />
      <ScrollTable label="Pool profiles" columns={["Photo", "Id", "Name", "Site", "Country", "Fictional"]}>
        <tbody>
          {profiles.map((profile) => (
            <tr key={profile.id} data-pool-profile={profile.id}>
              <td>{profile.thumbUrl ? <img src={profile.thumbUrl} alt="" className="h-12 w-10 rounded object-cover" /> : null}</td>
              <td>
                <Link className="underline" to={`/admin/pool/${profile.id}`}>
                  {profile.id}
                </Link>
              </td>
              <td>{profile.name}</td>
              <td>{profile.siteId ?? "shared"}</td>
              <td>{profile.country}</td>
              <td>{profile.fictional ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AdminPage>
  );
}

/** A new pool profile: its site first, then the profile's fields. */
export function PoolNewPage({ sites, countries, result }: PoolNewPageProps) {
  return (
    <AdminPage title="New pool profile">
      <ActionResult result={result} />
      <Panel>
        <PoolProfileForm intent="create" submitLabel="Create" sites={sites} countries={countries} />
      </Panel>
    </AdminPage>
  );
}

/** One pool profile: its photos, the fictional marker and its fields. */
export function PoolProfilePage({ profile, countries, result }: PoolProfilePageProps) {
  const navigation = useNavigation();
  return (
    <AdminPage title={`${profile.name} · pool profile ${profile.id}`}>
      <ActionResult result={result} />
      <p className="text-sm">
        Site: {profile.siteId ?? "shared pool"} · {profile.fictional ? "fictional" : "not marked fictional"}
      </p>
      <Panel title="Photos">
        <ul className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {profile.photos.map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1 text-xs">
              <img src={photo.thumbUrl} alt={`#${photo.id}`} className="aspect-[4/5] w-full rounded object-cover" />
              {photo.main ? <span>main</span> : null}
              <ActionButton intent="photo-delete" fields={{ imageId: photo.id }} label="Delete" variant="ghost" />
            </li>
          ))}
        </ul>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="photo-add" />
          <div className="flex flex-col gap-1">
            <Label htmlFor="pool-photo">Add a photo</Label>
            <input id="pool-photo" type="file" name="file" accept="image/*" required className="text-sm" />
          </div>
          <Button type="submit" size="sm" loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "photo-add"}>
            Upload
          </Button>
        </Form>
      </Panel>
      <Panel title="Fictional marker">
        {profile.fictional ? (
          <ActionButton intent="unmark-fictional" label="Unmark fictional" />
        ) : (
          <ActionButton intent="mark-fictional" label="Mark fictional" />
        )}
      </Panel>
      <Panel title="Profile">
        <PoolProfileForm intent="update" submitLabel="Save" values={profile} countries={countries} />
      </Panel>
    </AdminPage>
  );
}
