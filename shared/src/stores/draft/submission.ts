import { flow } from 'mobx-state-tree';
import { clearStoredFormKey, errorStatus, readApiError } from '@cards/shared/api';
import type { ApiClient, LoginAnswer } from '../../api/client.ts';
import type { ConvertedDraft, DraftApi } from '../../api/draft.ts';
import type { Draft } from '../../domain/draft.ts';

// The end of the form (SPEC §4 'Form progress'): confirming converts the finished draft into a person, and the page
// signs in with the one-time code the conversion answers; and the move of a draft to an airport's own brand
// (SPEC §4 card rules). Added to the draft store as actions (draft-store.ts).

/** What the page needs after a confirm: where to go and what to say. */
export interface Submitted {
  peopleId: number;
  trackingNumber: string;
  /** The signed id_token (SPEC §6), for the session to keep. */
  token: string;
  email: string;
}

/**
 * The outcome of a confirm: submitted, or failed (the page goes to processing; SPEC §4, §8). `converted`: sent
 * already, by a try whose answer was lost; the person signs in on the track page (no second code).
 */
export type SubmitOutcome = { ok: true; submitted: Submitted } | { ok: false; error: unknown; converted?: boolean };

interface SubmissionHost {
  id: number | null;
  version: number;
  data: Draft;
  flush(): Promise<boolean>;
  clear(): void;
  adoptVersion(version: number, changes: Partial<Draft>): void;
}

export function submissionActions(self: SubmissionHost, services: () => { drafts: DraftApi; api?: ApiClient }) {
  return {
    /**
     * SPEC §4: converts the finished draft (its last step already marked complete) and signs in with the code the
     * conversion gives. Never rejects: a failure is reported with the draft (POST /api/form/{id}/error) and
     * answered, for the page to go to processing. The draft is cleared from this tab once converted, and its key
     * (FormKey) from this device: it opens nothing the person needs any more.
     */
    submit: flow(function* submit() {
      const id = self.id;
      const { drafts, api } = services();
      if (id === null) return { ok: false, error: new Error('There is no saved draft to submit.') } as SubmitOutcome;
      try {
        const converted: ConvertedDraft = yield drafts.convert(id);
        clearStoredFormKey();
        if (!api) throw new Error('Signing in needs the api client.');
        const answer: LoginAnswer = yield api.login({
          username: String(converted.Id), password: self.data.Birthdate ?? '', verificationCode: converted.VerificationCode,
        });
        if (!('token' in answer)) throw new Error('Signing in with the conversion\'s code gave no token.');
        const { token } = answer;
        const submitted: Submitted = {
          peopleId: converted.Id, trackingNumber: converted.TrackingNumber, token, email: self.data.Email ?? '',
        };
        self.clear();
        return { ok: true, submitted } as SubmitOutcome;
      } catch (error) {
        // Converted already (a try whose answer was lost): the key is as spent.
        const converted = errorStatus(error) === 409 && readApiError(error)?.reason === 'converted';
        if (converted) clearStoredFormKey();
        const message = error instanceof Error ? error.message : String(error);
        try {
          yield drafts.reportError(id, `Conversion failed: ${message}`, self.data);
        } catch {
          void api?.reportClientError(error);
        }
        return { ok: false, error, ...(converted ? { converted } : {}) } as SubmitOutcome;
      }
    }),

    /** SPEC §5 'ABN lookup on blur': what the register says of an ABN (404 and 502 are the caller's to read). */
    lookupAbn(abn: string) {
      if (self.id === null) return Promise.reject(new Error('The draft is not saved yet.'));
      return services().drafts.lookupAbn(self.id, abn);
    },

    /**
     * A self-employed applicant or private pilot signs their own statement here; the api keeps the image
     * and the draft records it (`_signatureFile`). Resolves false when it could not be saved.
     */
    saveSignature: flow(function* saveSignature(dataUrl: string) {
      const id = self.id;
      if (id === null) return false;
      try {
        const saved: { _signatureFile: string } = yield services().drafts.saveSignature(id, dataUrl);
        // The server's own field; the draft's version is unchanged by it.
        self.adoptVersion(self.version, { _signatureFile: saved._signatureFile });
        return true;
      } catch {
        return false;
      }
    }),

    /** The saved signature as an image to show back, or null. */
    getSignature() {
      if (self.id === null) return Promise.resolve(null);
      return services().drafts.getSignature(self.id);
    },

    /**
     * SPEC §4: the draft moves to the airport brand its airports belong to; the server maps the airports. The page
     * then opens that brand's step 4. Resolves false when the server refused (the page says so and stays).
     */
    moveToAirportBrand: flow(function* moveToAirportBrand(company: string) {
      const id = self.id;
      if (id === null) return false;
      if (!(yield self.flush())) return false;
      try {
        const moved: { version: number } = yield services().drafts.move(id, company, self.version);
        self.adoptVersion(moved.version, { _company: company });
        return true;
      } catch {
        return false;
      }
    }),
  };
}
