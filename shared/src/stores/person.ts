import { flow, getRoot, types } from 'mobx-state-tree';
import { errorStatus, isLocalStorageAvailable, readApiError, retryAfterMs, type ActivationAnswer, type ActivationBody, type CardPaymentBody, type DocumentKind, type InductionListItem, type LodgementOptions, type PaymentDue } from '@cards/shared/api';
import { personIdOfTrackingNumber, waitText, type ApiErrorBody, type PersonStatus } from '@cards/shared/domain';
import { storeApi, storeEnv } from './env.ts';
import { keepVisitCard } from './visit-card.ts';

// SPEC §4 'Track', §8 track login errors: the track screen's sign-in with an emailed code, and the signed-in
// person's status. Every call goes through the root store's services; the pages only call these actions.

export type TrackScreen = 'login' | 'verify' | 'redacted';

/** What a sign-in step came to, for the page to say (SPEC §8). */
export type TrackProblem =
  | { kind: 'not-found' }
  | { kind: 'code'; reason: 'invalid_verification' | 'expired_verification' }
  | { kind: 'too-many'; message: string }
  | { kind: 'failed' };

export type TrackOutcome = { ok: true; peopleId?: number } | { ok: false; problem?: TrackProblem };

interface SessionLike {
  signIn(token: string): void;
  signOut(): void;
}

function problemOf(error: unknown): TrackProblem {
  const body = readApiError(error);
  const status = errorStatus(error);
  if (status === 429) return { kind: 'too-many', message: body?.message ?? 'Too many attempts. Try again in a few minutes.' };
  if (status === 401 && (body?.reason === 'invalid_verification' || body?.reason === 'expired_verification')) {
    return { kind: 'code', reason: body.reason };
  }
  if (status === 401) return { kind: 'not-found' };
  return { kind: 'failed' };
}

/**
 * A 429 of activation: the card's own lock says its wait; a limit per device gives only its Retry-After,
 * which the page puts in words.
 */
function tooManyActivations(body: ApiErrorBody | null, wait: number | undefined): string {
  if (body?.reason === 'too_many_attempts') return body.message;
  return `There have been too many tries from this device. Try again ${wait === undefined ? 'in a few minutes' : waitText(wait)}.`;
}

export const PersonStoreModel = types
  .model('PersonStore', {
    screen: types.optional(types.enumeration<TrackScreen>('TrackScreen', ['login', 'verify', 'redacted']), 'login'),
    /** SPEC §4 'Track': storage is unavailable, so a sign-in cannot be kept. */
    loadingError: false,
  })
  .volatile(() => ({
    // The pair the code was sent for: kept in memory only, for the verification step.
    trackingNumber: '',
    birthdate: '',
    /** When the newest code was sent (ms), for the 30-second resend countdown (SPEC §9). */
    codeSentAt: null as number | null,
    status: null as PersonStatus | null,
    lodgement: null as LodgementOptions | null,
    /** SPEC §3 'Induction (status list)', loaded with the status: null until loaded, or when it failed. */
    inductions: null as { hasInductions: boolean; induction: InductionListItem[] } | null,
  }))
  .actions((self) => {
    const session = () => (getRoot(self) as unknown as { session: SessionLike }).session;

    /** SPEC §7 POST /api/login without a code: a matching pair gets a code by email. */
    const askForCode = flow(function* askForCode(resend: boolean) {
      const id = personIdOfTrackingNumber(self.trackingNumber);
      if (id === null) return { ok: false, problem: { kind: 'not-found' } } as TrackOutcome;
      try {
        yield storeApi(self).login({ username: String(id), password: self.birthdate, ...(resend ? { resend: true } : {}) });
        self.codeSentAt = Date.now();
        self.screen = 'verify';
        return { ok: true } as TrackOutcome;
      } catch (error) {
        if (readApiError(error)?.reason === 'redacted') {
          self.screen = 'redacted';
          return { ok: false } as TrackOutcome;
        }
        return { ok: false, problem: problemOf(error) } as TrackOutcome;
      }
    });

    return {
      /** The login form's answers (checked by trackLoginErrors first): asks for a code. */
      requestCode: flow(function* requestCode(trackingNumber: string, birthdate: string) {
        self.trackingNumber = trackingNumber.replace(/\s+/g, '').toUpperCase();
        self.birthdate = birthdate;
        self.loadingError = false;
        return (yield askForCode(false)) as TrackOutcome;
      }),

      resendCode: flow(function* resendCode() {
        return (yield askForCode(true)) as TrackOutcome;
      }),

      /** SPEC §4: with the token, the tracking data loads, and storage must be there to keep the sign-in. */
      verify: flow(function* verify(code: string) {
        const id = personIdOfTrackingNumber(self.trackingNumber);
        if (id === null) return { ok: false, problem: { kind: 'not-found' } } as TrackOutcome;
        try {
          const answer: { token?: string } = yield storeApi(self).login({
            username: String(id), password: self.birthdate, verificationCode: code.replace(/\s+/g, ''),
          });
          if (!answer.token) return { ok: false, problem: { kind: 'failed' } } as TrackOutcome;
          if (!isLocalStorageAvailable()) {
            self.loadingError = true;
            return { ok: false } as TrackOutcome;
          }
          session().signIn(answer.token);
          const person: PersonStatus = yield storeEnv(self).people!.tracker({ VepNumber: self.trackingNumber, Birthday: self.birthdate });
          self.status = person;
          keepVisitCard(self, person.CardType);
          self.birthdate = '';
          return { ok: true, peopleId: person.Id } as TrackOutcome;
        } catch (error) {
          if (readApiError(error)?.reason === 'redacted') {
            self.screen = 'redacted';
            return { ok: false } as TrackOutcome;
          }
          return { ok: false, problem: problemOf(error) } as TrackOutcome;
        }
      }),

      /** Back to the login form (a different tracking number, or after redacted). */
      startAgain() {
        self.screen = 'login';
        self.codeSentAt = null;
      },

      /** GET /api/people/{id} and its lodgement options. A 401 signs out and leaves the page (http.ts). */
      loadStatus: flow(function* loadStatus(peopleId: number) {
        const people = storeEnv(self).people!;
        const [status, lodgement]: [PersonStatus, LodgementOptions] = yield Promise.all([people.get(peopleId), people.lodgementOptions(peopleId)]);
        self.status = status;
        keepVisitCard(self, status.CardType);
        self.lodgement = lodgement;
        return status;
      }),

      /** SPEC §7 GET /api/people/{id}/{formId}/inductions/incomplete. Rejects when it fails. */
      loadInductions: flow(function* loadInductions() {
        if (!self.status) return null;
        self.inductions = null;
        const answer: { hasInductions: boolean; induction: InductionListItem[] } = yield storeEnv(self).people!.inductions(self.status.Id, self.status.IncompleteFormId);
        self.inductions = answer;
        return answer;
      }),

      /** Changes where the applicant lodges (until lodged); the status record follows. Rejects when refused. */
      chooseLodgement: flow(function* chooseLodgement(option: string) {
        if (!self.status) throw new Error('The application is not loaded.');
        const lodgement: LodgementOptions = yield storeEnv(self).people!.chooseLodgement(self.status.Id, option);
        self.lodgement = lodgement;
        self.status = { ...self.status, ExtraData: { ...self.status.ExtraData, lodgementOption: option } };
      }),

      /** What the application owes. */
      paymentDue(peopleId: number): Promise<PaymentDue> {
        return storeEnv(self).people!.paymentDue(peopleId);
      },

      /** Pays by card; the status record then shows it paid. Rejects with the api's error when refused or declined. */
      pay: flow(function* pay(peopleId: number, card: CardPaymentBody) {
        const answer: { message: string; amount: number; reference: string } = yield storeEnv(self).people!.pay(peopleId, card);
        if (self.status?.Id === peopleId) self.status = { ...self.status, _paidAt: new Date().toISOString() };
        return answer;
      }),

      /** A document of the signed-in person as a file (SPEC §7 downloads); rejects when it cannot be had. */
      download(kind: DocumentKind): Promise<Blob> {
        if (!self.status) return Promise.reject(new Error('The application is not loaded.'));
        return storeEnv(self).people!.download(kind, self.status.Id, self.status.IncompleteFormId);
      },

      /** Emails the statement's link to its signer again; the api's message when it will not. */
      resendOpNeedForm: flow(function* resendOpNeedForm() {
        if (!self.status) return { sent: false, message: 'The application is not loaded.' };
        try {
          const answer: { sentTo: string } = yield storeEnv(self).people!.resendOpNeedForm(self.status.Id);
          return { sent: true, message: `We have emailed the link again to ${answer.sentTo}.` };
        } catch (error) {
          const status = errorStatus(error);
          const message = status === 429
            ? 'The link was sent a short while ago. Please wait an hour before asking again.'
            : status === 409
              ? 'The statement is already signed.'
              : readApiError(error)?.message || 'We could not send the link just now. Please try again later.';
          return { sent: false, message };
        }
      }),

      /** SPEC §7 POST /api/activate-card/activate: the answer, or the server's text for any other failure (SPEC §8). */
      activate: flow(function* activate(body: ActivationBody) {
        try {
          const answer: ActivationAnswer = yield storeEnv(self).people!.activate(body);
          return answer;
        } catch (error) {
          const body = readApiError(error);
          const message = errorStatus(error) === 429 ? tooManyActivations(body, retryAfterMs(error))
            : body?.message ?? 'We could not activate your card just now. Try again in a minute.';
          return { status: 'failed', message, fields: body?.fields } as const;
        }
      }),

      /** SPEC §7 POST /api/logout, then the token is forgotten. */
      signOut: flow(function* signOut() {
        yield storeEnv(self).people?.logout() ?? Promise.resolve();
        self.status = null;
        self.lodgement = null;
        self.screen = 'login';
        session().signOut();
      }),
    };
  });
