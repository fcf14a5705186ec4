/**
 * The user object of `GET /api/user.php` and the root loader. The spec does not
 * list its fields; these are the ones its flows read (section 3) plus what the
 * screens need.
 */
export type PublicUser = {
  id: number;
  loggedIn: true;
  email: string;
  name: string;
  status: "not_confirmed" | "active";
  confirmed: boolean;
  mailprovider: number;
  /** Paid by other means, or a premium membership runs: no webcam tiles, the premium badge. */
  paid_user: boolean;
  /** When the premium membership ends or ended (ISO); null if never premium. */
  premium_until: string | null;
  /** A premium membership runs now (the premium badge). */
  premium: boolean;
  credits: number;
  signup_date: string;
  fictional_icon: string;
  language: string | null;
  profile: {
    id: number;
    name: string;
    gender: "male" | "female" | null;
    date_of_birth: string | null;
    age: number | null;
    country: string | null;
    countryregion: string | null;
    city: string | null;
    main_image: { id: number; thumb_filename: string } | null;
    /** The member's photos in their order (sign-up photo step, own profile). */
    images: { id: number; thumb_filename: string }[];
    /** Select fields of the profile definition (height, body_type, …). */
    personal: Record<string, string>;
    /** Free-text fields (about_me, looking_for). */
    texts: Record<string, string>;
  };
};
