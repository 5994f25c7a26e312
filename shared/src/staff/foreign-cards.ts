// Foreign cards in the staff console: cards issued by another body, registered by an officer so their holders can
// do an airport's security induction. The api's answers, typed once for the api and the console.

/** A registered card in the console's list. */
export interface ForeignCardEntry {
  id: number;
  name: string;
  /** The card number with all but its last three characters hidden. */
  cardNumber: string;
  /** The card's expiry (YYYY-MM-DD, the last day of its month). */
  expiry: string;
  /** When it was registered (ISO). */
  registeredAt: string;
  inductionsDone: number;
  inductionsTotal: number;
}

export interface ForeignCardList {
  cards: ForeignCardEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ForeignCardInduction {
  name: string;
  /** When it was finished (ISO), or null. */
  completedAt: string | null;
  /** The certificate's code, once finished. */
  certificateCode: string | null;
}

/** One registered card, with its holder's details and inductions. */
export interface ForeignCardRecord {
  id: number;
  firstname: string;
  middlenames: string | null;
  surname: string;
  birthdate: string;
  email: string;
  phone: string;
  address: { line1: string; locality: string; state: string; postcode: string };
  cardNumber: string;
  expiry: string;
  registeredAt: string;
  /** Who registered it: a member's name, the ops CLI's given name, or null when the holder did online. */
  registeredBy: string | null;
  inductions: ForeignCardInduction[];
  /** The holder's induction status page (the emailed link), to read out when the email did not reach them. */
  statusPath: string;
}

/** The answer to a registration. */
export interface ForeignCardRegistered {
  id: number;
  /** False when the brand's mail limits held the holder's email back: give them the status page's link. */
  mailQueued: boolean;
}

/** The search's longest text and a page's size. */
export const FOREIGN_CARD_SEARCH_MAX_LENGTH = 200;
export const FOREIGN_CARD_PAGE_SIZE = 25;
