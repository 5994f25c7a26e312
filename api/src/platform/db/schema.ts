import type { Generated } from 'kysely';

// Table shapes as stored. Columns are snake_case; routes map them to the PascalCase fields of SPEC §3.
// Booleans are integers (0/1) and times ISO text, so one set of migrations fits SQLite and PostgreSQL.

// Migration 0023: the issuing body's staff (docs/staff-console.md).
export interface StaffAccountTable {
  id: Generated<number>;
  company: string;
  email: string;
  name: string;
  roles: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  failed_count: Generated<number>;
  locked_until: string | null;
  disabled_at: string | null;
  created_at: string;
}

export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffPasswordLinkTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionTable {
  id: string;
  staff_id: number;
  company: string;
  state: string;
  data: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface StaffAuditTable {
  id: Generated<number>;
  company: string;
  actor_id: number | null;
  actor: string;
  action: string;
  staff_id: number | null;
  before: string;
  after: string;
  created_at: string;
}

export interface StateTable {
  id: number;
  short_name: string;
  long_name: string;
}

export interface CountryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface AirportTable {
  id: number;
  code: string;
  name: string;
  state: string | null;
  group_name: string;
  can_asa: number;
  asa_type_id: number;
  /** Brand whose list shows this row instead of the shared row with the same code; null for everyone. */
  brand: string | null;
  sort_order: number;
}

export interface IssuingBodyTable {
  id: number;
  code: string;
  name: string;
  cardtype: string;
}

export interface IdDocumentTypeTable {
  id: number;
  name: string;
  category: string;
  sort_order: number;
}

export interface OperationalNeedCategoryTable {
  id: number;
  name: string;
}

export interface OperationalNeedTable {
  id: number;
  colour: string;
  reason: string;
  short_reason: string;
  category_id: number;
  cardtype: string;
  sort_order: number;
}

export interface AccessFrequencyTable {
  value: string;
  label: string;
  sort_order: number;
}

export interface ClientErrorTable {
  id: Generated<number>;
  url: string;
  message: string;
  type: string;
  stack_trace: string | null;
  cause: string | null;
  company: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface MissedPageTable {
  id: Generated<number>;
  uri: string;
  company: string | null;
  referrer: string | null;
  created_at: string;
}

export interface DraftTable {
  id: Generated<number>;
  company: string;
  card_type: string;
  /** JSON text of the draft as typed, without the server's members. */
  data: string;
  version: number;
  step_completed: number;
  form_link: string;
  key_hash: string;
  company_id: number | null;
  mail_link_sent: number;
  expired_at: string | null;
  disabled: number;
  converted: number;
  people_id: number | null;
  created_at: string;
  updated_at: string;
  /** Migration 0013: the name of the signature saved in the wizard (SPEC §3 `_signatureFile`), or null. */
  signature_file: string | null;
  /**
   * Migration 0015: when the deletion of this draft, never sent, was announced (the reminder email, or with no address
   * the start of the notice period); a save after it makes it stale (features/drafts/retention.ts).
   */
  deletion_notice_at: string | null;
}

/** Where a queued message is: waiting, being sent by one api node, sent, given up, or cancelled by ops. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** The mail queue; the name is the table's first one, the transactional outbox of the pattern. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  status: MailStatus;
  kind: string;
  draft_id: number | null;
  recipient: string;
  from_name: string | null;
  reply_to: string | null;
  dedupe_key: string | null;
  attempts: number;
  next_attempt_at: string | null;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface DraftKeyTable {
  id: Generated<number>;
  draft_id: number;
  key_hash: string;
  created_at: string;
}

/** Migration 0017: which draft a create request made, by the hash of the Idempotency-Key it was sent with. */
export interface DraftCreationTable {
  request_key_hash: string;
  draft_id: number;
  created_at: string;
}

export interface DraftTokenTable {
  id: Generated<number>;
  draft_id: number;
  token_hash: string;
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface FormErrorTable {
  id: Generated<number>;
  draft_id: number;
  error: string;
  user_data: string | null;
  company: string | null;
  user_agent: string | null;
  created_at: string;
}

/** The local register of test ABNs: what the ABN lookup answers when no ABR GUID is configured. */
export interface AbnRegisterTable {
  /** 11 digits, no spaces. */
  abn: string;
  entity_name: string;
  /** 'Active' or 'Cancelled', as the ABR writes them. */
  abn_status: string;
  /** JSON text: a list of the entity's business names (often empty). */
  business_names: string;
}

/** A finished draft as a person. */
export interface PeopleTable {
  id: Generated<number>;
  draft_id: number;
  company: string;
  card_type: string;
  firstname: string | null;
  surname: string;
  birthdate: string;
  email: string;
  data: string;
  created_at: string;
  // Migration 0009: the stages staff record, and redaction.
  interviewed_at: string | null;
  paid_at: string | null;
  ops_approved: number | null;
  check_uploaded_at: string | null;
  check_decision: string | null;
  check_cert_date: string | null;
  posted_at: string | null;
  dispatch_method: string | null;
  redacted_at: string | null;
  birthdate_hash: string | null;
  birthdate_salt: string | null;
  // Migration 0010: the dispatched card's serial, and its activation.
  card_serial: string | null;
  activated_at: string | null;
  // Migration 0022: the casework. `version` goes up with every change (no silent overwrite); the queue's stage and
  // when it began (features/casework/queue-stage.ts); the lower-cased name and email the queue searches.
  version: Generated<number>;
  /** Why the check was decided so: for staff, never shown to the applicant. */
  check_decision_reason: string | null;
  queue_stage: string | null;
  stage_since: string | null;
  surname_lower: Generated<string>;
  firstname_lower: Generated<string>;
  email_lower: Generated<string>;
}

/**
 * The airports an application names, for the queue's airport filter (migration 0022), with a copy of the person's
 * brand, card type and queue stage (kept by casework/queue-stage.ts `restage`).
 */
export interface PersonAirportTable {
  people_id: number;
  airport_id: number;
  company: string;
  card_type: string;
  queue_stage: string | null;
}

/** How many of a brand's people of a card type are in a queue stage, kept by triggers (migration 0022). */
export interface QueueCountTable {
  company: string;
  card_type: string;
  queue_stage: string;
  people: number;
}

/** A staff member's note on a person, never shown to the applicant (migration 0022). */
export interface PersonNoteTable {
  id: Generated<number>;
  people_id: number;
  actor: string;
  staff_id: number | null;
  text: string;
  created_at: string;
}

/** Every change staff make to a person: who, what, when, and the fields before and after (JSON). */
export interface PersonAuditTable {
  id: Generated<number>;
  people_id: number;
  actor: string;
  action: string;
  before: string;
  after: string;
  created_at: string;
  /** Migration 0022: the staff member's account, for a change made in the console. */
  staff_id: number | null;
}

/** Sign-in attempts per person, for the limit per tracking number. */
/** Attempts counted against a limit per card, person or source (platform/db/attempts.ts). */
export interface AttemptTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: string;
}

/** Card payment attempts: never a card number or CVC. */
export interface PaymentTable {
  id: Generated<number>;
  people_id: number;
  amount_cents: number;
  provider: string;
  status: 'pending' | 'paid' | 'declined' | 'failed';
  open: number | null;
  last4: string;
  reference: string | null;
  /** HMAC-SHA256 of the card number with PAYMENT_FINGERPRINT_SECRET (hex); null on attempts made before fingerprints were kept. */
  card_fingerprint: string | null;
  created_at: string;
}

/** id_tokens signed out before they expire (SPEC §7 POST /api/logout). */
export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}

/** One-time codes a person signs in with (SPEC §7 POST /api/login); only hashes are kept. */
export interface VerificationCodeTable {
  id: Generated<number>;
  people_id: number;
  code_hash: string;
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A draft's move to an airport's own brand (SPEC §4). */
export interface DraftMoveTable {
  id: Generated<number>;
  draft_id: number;
  from_company: string;
  to_company: string;
  created_at: string;
}

/** A contact enquiry or a card holder's report as sent, without its captcha answer. */
export interface EnquiryTable {
  id: Generated<number>;
  kind: 'contact' | 'report';
  /** The enquiry type (SPEC §9) or the report type. */
  type: string;
  /** The brand the form was sent from. */
  company: string;
  /** JSON text of the fields of its type. */
  payload: string;
  created_at: string;
  // Migration 0024: the staff console's inbox.
  closed_at: string | null;
  assigned_to: number | null;
}

/** A reply staff sent to an enquiry (migration 0024). */
export interface EnquiryReplyTable {
  id: Generated<number>;
  enquiry_id: number;
  staff_id: number;
  staff_name: string;
  message: string;
  created_at: string;
}

/** Captcha answers already used, each refused a second time until it expires. */
export interface CaptchaSpentTable {
  key: string;
  expires_at: string;
}

/** The statement of operational need of a person. */
export interface OperationalNeedFormTable {
  id: Generated<number>;
  people_id: number;
  /** sha256 (hex) of the link's reference; the reference itself is never stored. */
  ref_hash: string;
  /** JSON text: OperationalNeedFormFields. */
  fields: string;
  status: 'awaited' | 'signed';
  signer_email: string;
  /** PNG bytes, once signed. */
  signature: Buffer | null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
  /** When its signer first opened the newest link (ISO); null until then. */
  opened_at: string | null;
}

/** A statement's link replaced by a newer one: the old reference's hash, which opens nothing. */
export interface OperationalNeedFormReplacedLinkTable {
  id: Generated<number>;
  form_id: number;
  ref_hash: string;
  replaced_at: string;
}

/** A signature drawn in the wizard by a self-sponsored applicant (SPEC §7 save-signature), until conversion. */
export interface DraftSignatureTable {
  draft_id: number;
  file_name: string;
  png: Buffer;
  created_at: string;
}

/** An induction program: a copy of its file in api/src/features/induction/programs/. */
export interface InductionProgramTable {
  id: number;
  name: string;
  airport: string;
  company: string;
  /** JSON text: the public program and its answer keys (features/induction/repository.ts). */
  content: string;
  updated_at: string;
}

/** A card issued elsewhere, enrolled for inductions (SPEC §7 foreign-card calls). */
export interface ForeignCardTable {
  id: Generated<number>;
  random_id: string;
  firstname: string;
  middlenames: string | null;
  surname: string;
  birthdate: string;
  email: string;
  phone: string;
  line1: string;
  locality: string;
  state: string;
  postcode: string;
  card_number: string;
  msic_expiry: string;
  company: string;
  created_at: string;
  /** Who registered it: a member of staff's name, or the name given to the ops CLI; null when its holder enrolled online. */
  registered_by: string | null;
  /** The holder's full name and email in lower case, for the console's search. */
  name_lower: string;
  email_lower: string;
}

/** What an emailed enrolment link enrols: a card holder's inductions, once the link is opened. */
export interface InductionEnrolmentClaimTable {
  id: Generated<number>;
  people_id: number;
  company: string;
  /** JSON list of program ids. */
  program_ids: string;
  token_hash: string;
  emailed_at: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Induction-only enrolments per tracking number, for the limit per number. */
export interface InductionEnrolmentAttemptTable {
  id: Generated<number>;
  tracking_number: string;
  created_at: string;
}

/** One trainee's induction in one program: a person's or a foreign card's. */
export interface InductionTable {
  id: Generated<number>;
  public_id: string;
  program_id: number;
  person_id: number | null;
  foreign_card_id: number | null;
  company: string;
  module: Generated<number>;
  /** JSON text: a list of question indexes. */
  unanswered: Generated<string>;
  completed_at: string | null;
  certificate_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  staff_accounts: StaffAccountTable;
  staff_passkeys: StaffPasskeyTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_password_links: StaffPasswordLinkTable;
  staff_sessions: StaffSessionTable;
  staff_audit: StaffAuditTable;
  enquiry_replies: EnquiryReplyTable;
  states: StateTable;
  countries: CountryTable;
  airports: AirportTable;
  issuing_bodies: IssuingBodyTable;
  id_document_types: IdDocumentTypeTable;
  operational_need_categories: OperationalNeedCategoryTable;
  operational_needs: OperationalNeedTable;
  access_frequencies: AccessFrequencyTable;
  client_errors: ClientErrorTable;
  missed_pages: MissedPageTable;
  drafts: DraftTable;
  outbox: OutboxTable;
  draft_keys: DraftKeyTable;
  draft_tokens: DraftTokenTable;
  draft_creations: DraftCreationTable;
  form_errors: FormErrorTable;
  abn_register: AbnRegisterTable;
  people: PeopleTable;
  verification_codes: VerificationCodeTable;
  draft_moves: DraftMoveTable;
  person_audit: PersonAuditTable;
  person_airports: PersonAirportTable;
  person_notes: PersonNoteTable;
  queue_counts: QueueCountTable;
  attempts: AttemptTable;
  revoked_tokens: RevokedTokenTable;
  payments: PaymentTable;
  enquiries: EnquiryTable;
  captcha_spent: CaptchaSpentTable;
  operational_need_forms: OperationalNeedFormTable;
  operational_need_form_replaced_links: OperationalNeedFormReplacedLinkTable;
  draft_signatures: DraftSignatureTable;
  induction_programs: InductionProgramTable;
  foreign_cards: ForeignCardTable;
  inductions: InductionTable;
  induction_enrolment_claims: InductionEnrolmentClaimTable;
  induction_enrolment_attempts: InductionEnrolmentAttemptTable;
}
