import { flow, types, type IAnyStateTreeNode } from 'mobx-state-tree';
import { errorStatus, readApiError, retryAfterMs } from '@cards/shared/api';
import type {
  CertificateCheck, ForeignCard, InductionAnswerResult, InductionApi, InductionEnrolmentAnswer, InductionListItem, InductionState,
} from '../api/induction.ts';
import { canOpenModule, clampModule, encodeAnswers, progressPercent, tooManyRequestsText } from '@cards/shared/domain';
import type { FieldErrors } from '../domain/errors.ts';
import type { AnswerValue, InductionModule, InductionProgram } from '../domain/induction.ts';
import type { InductionEnrolment } from '../validation/induction.ts';
import { storeEnv } from './env.ts';

/** What checking a module's answers came to (SPEC §4, §5, §8). */
export type CheckOutcome =
  | { kind: 'correct'; finished: boolean }
  | { kind: 'missing'; missing: number[] }
  | { kind: 'incorrect'; errors: Record<number, string> }
  | { kind: 'ahead'; message: string }
  | { kind: 'connection' };

/** What sending an induction-only enrolment came to (SPEC §3 'Induction-only registration payload' answer, §8). */
export type EnrolOutcome =
  /** Enrolled: the inductions with their links; with one of our cards, the card of the application. */
  | { kind: 'enrolled'; inductions: InductionListItem[]; cardType?: 'asic' | 'msic' }
  /**
   * With one of our tracking numbers, the answer is the same whether the details matched or not: a link
   * goes by email to the address on the application if they did, and opening it finishes the enrolment.
   */
  | { kind: 'check-email' }
  | { kind: 'foreign'; id: number; randomId: string }
  /**
   * SPEC §8: the card number was refused. `message` is the server's words (its `err`), or null when it gave none:
   * the page then says SPEC §8's, which name the brand's card.
   */
  | { kind: 'card-refused'; message: string | null }
  /** The api's field errors (400). */
  | { kind: 'invalid'; fields: FieldErrors; message: string }
  /** Not enrolled, for a reason that is no field's: the words to show. */
  | { kind: 'problem'; message: string };

const NOT_FINISHED = 'We could not finish your enrolment just now. Everything you typed is still here: please try again in a few minutes.';

const LINK_GONE = 'This enrolment link has been used already or has run out. Enrol again to get a new one.';
const LINK_NOT_FINISHED = 'We could not finish your enrolment just now. Open the link in your email again in a few minutes; it still works.';

/** The `err` of a refusal's body (SPEC §3 response), when the server gave one. */
function errOf(body: unknown): string | null {
  const err = typeof body === 'object' && body !== null ? (body as { err?: unknown }).err : undefined;
  return typeof err === 'string' && err.trim() ? err.trim() : null;
}

function bodyOf(failure: unknown): unknown {
  return typeof failure === 'object' && failure !== null ? (failure as { response?: { data?: unknown } }).response?.data : undefined;
}

/** The induction calls of a node's tree; fails loudly when the store was made without them. */
function inductionApi(node: IAnyStateTreeNode): InductionApi {
  const induction = storeEnv(node).induction;
  if (!induction) throw new Error('The induction store needs its api: create it with createRootStore(env).');
  return induction;
}

/** Where a load of the induction pages is: a 404 is 'missing', any other failure 'failed'. */
export type InductionLoadStatus = 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';

/**
 * SPEC §2 induction-status: the card another issuer gave, with its inductions, by its id and unguessable RandomId
 * (SPEC §7 GET /api/foreign-card/{id}/{randomId}), while its page is open. Only the newest load's answer is kept;
 * `forget` (the page closing) drops it and any answer still on its way.
 */
const ForeignCardModel = types
  .model('InductionForeignCard', {})
  .volatile(() => ({
    id: '',
    randomId: '',
    card: null as ForeignCard | null,
    status: 'idle' as InductionLoadStatus,
  }))
  .views((self) => ({
    /** Whether what is held (or loading) is this card's. */
    isFor(id: string, randomId: string): boolean {
      return self.id === id && self.randomId === randomId && self.status !== 'idle';
    },
  }))
  .actions((self) => {
    let latest = 0;
    return {
      load: flow(function* load(id: string, randomId: string) {
        const call = ++latest;
        self.id = id;
        self.randomId = randomId;
        self.card = null;
        self.status = 'loading';
        try {
          const card = (yield inductionApi(self).foreignCard(id, randomId)) as ForeignCard;
          if (call !== latest) return;
          self.card = card;
          self.status = 'loaded';
        } catch (failure) {
          if (call !== latest) return;
          self.status = errorStatus(failure) === 404 ? 'missing' : 'failed';
        }
      }),
      forget() {
        latest++;
        self.id = '';
        self.randomId = '';
        self.card = null;
        self.status = 'idle';
      },
    };
  });

/**
 * The public check of an induction certificate by its verification code: what we say of it, no more
 * than the holder's initials, the program, the airport and the day, while its page is open. Only the newest
 * check's answer is kept; `forget` (the page closing) drops it and any answer still on its way.
 */
const CertificateCheckModel = types
  .model('InductionCertificateCheck', {})
  .volatile(() => ({
    code: '',
    result: null as CertificateCheck | null,
    /** 'missing': no certificate has the code. */
    status: 'idle' as InductionLoadStatus,
  }))
  .views((self) => ({
    /** Whether what is held (or being checked) is this code's. */
    isFor(code: string): boolean {
      return self.code === code && self.status !== 'idle';
    },
  }))
  .actions((self) => {
    let latest = 0;
    return {
      check: flow(function* check(code: string) {
        const call = ++latest;
        self.code = code;
        self.result = null;
        self.status = 'loading';
        try {
          const result = (yield inductionApi(self).checkCertificate(code)) as CertificateCheck;
          if (call !== latest) return;
          self.result = result;
          self.status = 'loaded';
        } catch (failure) {
          if (call !== latest) return;
          self.status = errorStatus(failure) === 404 ? 'missing' : 'failed';
        }
      }),
      forget() {
        latest++;
        self.code = '';
        self.result = null;
        self.status = 'idle';
      },
    };
  })
  .actions((self) => ({
    /** Checks the same code again (the 'Try again' button). */
    retry() {
      return self.check(self.code);
    },
  }));

/**
 * The induction a trainee opened by its link (ARCHITECTURE 'State': induction): the server's state and
 * the program without its answers, the module on screen, the answers being given and what the last check said.
 * The server decides every move forward; the trainee may look back only as far as the server's module (SPEC §4).
 * Beside the player, the induction pages' other calls: the enrolment, a foreign card (`foreignCard`) and the
 * certificate check (`certificate`). The pages keep what is typed; these only talk to the api.
 */
export const InductionStoreModel = types
  .model('InductionStore', {
    foreignCard: types.optional(ForeignCardModel, {}),
    certificate: types.optional(CertificateCheckModel, {}),
  })
  .volatile(() => ({
    id: '',
    status: 'idle' as 'idle' | 'loading' | 'loaded' | 'missing' | 'failed',
    state: null as InductionState | null,
    program: null as InductionProgram | null,
    /** The module on screen: the server's, or an earlier one the trainee went back to. */
    viewing: 0,
    /** SPEC §4: never decreases, capped at 100. */
    progress: 0,
    answers: {} as Record<number, AnswerValue>,
    /** SPEC §5 missing-answer flags, by question index. */
    missing: [] as number[],
    /** SPEC §4 incorrect flags: the words to show, by question index. */
    errors: {} as Record<number, string>,
    /** SPEC §8: the last check failed to reach the server. */
    connectionIssue: false,
    checking: false,
  }))
  .views((self) => ({
    get modules(): InductionModule[] {
      return self.program?.modules ?? [];
    },
    /** The module the server has the trainee on (all of them once complete). */
    get serverModule(): number {
      return self.state?.module ?? 0;
    },
    get module(): InductionModule | undefined {
      return self.program?.modules[self.viewing];
    },
    get complete(): boolean {
      return self.state?.induction === 'complete';
    },
    /** The certificate PDF's address, a plain download link (the induction's id is its key). */
    certificateUrl(id: string): string {
      return storeEnv(self).induction?.certificateUrl(id) ?? '';
    },
  }))
  .actions((self) => {
    const api = () => inductionApi(self);
    const clearMarks = () => {
      self.missing = [];
      self.errors = {};
      self.connectionIssue = false;
    };
    const show = (index: number) => {
      self.viewing = index;
      self.answers = {};
      clearMarks();
    };
    const applyResult = (result: InductionAnswerResult) => {
      if (!self.state) return;
      self.state = {
        ...self.state,
        module: result.module,
        unanswered: result.unanswered,
        induction: result.induction,
        redirect: result.redirect,
      };
      const count = self.program?.modules.length ?? 0;
      self.progress = progressPercent(self.progress, result.induction === 'complete' ? count : result.module, count);
    };
    return {
      /** SPEC §8: a 404 is the 404 page ('missing'); any other failure offers a retry ('failed'). */
      load: flow(function* load(id: string) {
        self.id = id;
        self.status = 'loading';
        try {
          const [state, program] = (yield Promise.all([api().get(id), api().program(id)])) as [InductionState, InductionProgram];
          self.state = state;
          self.program = program;
          self.progress = progressPercent(0, state.induction === 'complete' ? program.modules.length : state.module, program.modules.length);
          show(clampModule(state.module, program.modules.length));
          self.status = 'loaded';
        } catch (failure) {
          self.status = errorStatus(failure) === 404 ? 'missing' : 'failed';
        }
      }),
      /** SPEC §4: only modules at or before the server's; returns whether it opened. */
      open(index: number): boolean {
        if (!canOpenModule(index, self.serverModule, self.modules.length)) return false;
        if (index !== self.viewing) show(index);
        return true;
      },
      /** SPEC §4 swipe: one module either way, clamped, and never past the server's module. */
      step(direction: 'next' | 'previous'): boolean {
        const target = clampModule(self.viewing + (direction === 'next' ? 1 : -1), self.modules.length);
        if (target === self.viewing || !canOpenModule(target, self.serverModule, self.modules.length)) return false;
        show(target);
        return true;
      },
      setAnswer(index: number, value: AnswerValue) {
        self.answers = { ...self.answers, [index]: value };
        if (self.missing.includes(index)) self.missing = self.missing.filter((i) => i !== index);
        if (index in self.errors) {
          const { [index]: _, ...rest } = self.errors;
          self.errors = rest;
        }
      },
      /** Sends the module's answers; the module advances only when the server confirms (SPEC §4). */
      check: flow(function* check() {
        const module = self.module;
        if (!module || self.checking) return { kind: 'connection' } as CheckOutcome;
        clearMarks();
        const { answers, missing } = encodeAnswers(module.questions, self.answers);
        if (missing.length > 0) {
          self.missing = missing;
          return { kind: 'missing', missing } as CheckOutcome;
        }
        self.checking = true;
        try {
          const result = (yield api().answer(self.id, { module: self.viewing, answers })) as InductionAnswerResult;
          const missingNow = Object.keys(result.unanswered ?? {}).map(Number);
          if (!result.correct) {
            applyResult(result);
            if (missingNow.length > 0) {
              self.missing = missingNow;
              return { kind: 'missing', missing: missingNow } as CheckOutcome;
            }
            self.errors = result.errors ?? {};
            return { kind: 'incorrect', errors: self.errors } as CheckOutcome;
          }
          const wasServerModule = self.viewing === self.serverModule;
          applyResult(result);
          const finished = result.induction === 'complete';
          if (!finished) show(wasServerModule ? clampModule(result.module, self.modules.length) : self.viewing + 1);
          // The day it was completed and the certificate's code come with the state, not the answer.
          if (finished) self.state = { ...self.state!, ...((yield api().get(self.id).catch(() => ({}))) as Partial<InductionState>) };
          return { kind: 'correct', finished } as CheckOutcome;
        } catch (failure) {
          if (errorStatus(failure) === 409) {
            return { kind: 'ahead', message: readApiError(failure)?.message ?? 'Finish the module you are on first.' } as CheckOutcome;
          }
          // SPEC §8: the connection issue flag; the next button is enabled again.
          self.connectionIssue = true;
          return { kind: 'connection' } as CheckOutcome;
        } finally {
          self.checking = false;
        }
      }),
      /**
       * SPEC §7 POST /api/register/induction-only: a card holder's enrolment (checked by inductionEnrolmentErrors
       * first), and what the answer means for the page. Never rejects.
       */
      enrol: flow(function* enrol(body: InductionEnrolment) {
        try {
          const answer = (yield api().enrol(body)) as InductionEnrolmentAnswer;
          if (answer.confirmBy === 'email') return { kind: 'check-email' } as EnrolOutcome;
          if (!answer.result) return { kind: 'card-refused', message: errOf(answer) } as EnrolOutcome;
          if (answer.foreign && answer.data?.RandomId) return { kind: 'foreign', id: answer.data.Id, randomId: answer.data.RandomId } as EnrolOutcome;
          if (!answer.foreign && answer.data) return { kind: 'enrolled', inductions: answer.data.Inductions ?? [] } as EnrolOutcome;
          return { kind: 'problem', message: NOT_FINISHED } as EnrolOutcome;
        } catch (failure) {
          const status = errorStatus(failure);
          const error = readApiError(failure);
          if (status === 422) return { kind: 'card-refused', message: errOf(bodyOf(failure)) } as EnrolOutcome;
          if (status === 400 && error?.fields) return { kind: 'invalid', fields: error.fields, message: error.message } as EnrolOutcome;
          if (status === 429) return { kind: 'problem', message: error?.message || `${tooManyRequestsText(retryAfterMs(failure))}.` } as EnrolOutcome;
          if (status === undefined) {
            return {
              kind: 'problem',
              message: 'Your enrolment was not sent: we could not reach our server. Everything you typed is still here. Check your connection and try again.',
            } as EnrolOutcome;
          }
          return { kind: 'problem', message: NOT_FINISHED } as EnrolOutcome;
        }
      }),
      /**
       * The emailed enrolment link's token, sent once; what the answer means for the page. Never rejects.
       */
      confirmEnrolment: flow(function* confirmEnrolment(token: string) {
        try {
          const answer = (yield api().confirmEnrolment(token)) as InductionEnrolmentAnswer;
          if (answer.result && answer.data) return { kind: 'enrolled', inductions: answer.data.Inductions ?? [], cardType: answer.data.CardType } as EnrolOutcome;
          return { kind: 'problem', message: LINK_NOT_FINISHED } as EnrolOutcome;
        } catch (failure) {
          const status = errorStatus(failure);
          const error = readApiError(failure);
          if (status === 404 || status === 400) return { kind: 'problem', message: error?.message || LINK_GONE } as EnrolOutcome;
          if (status === 429) return { kind: 'problem', message: error?.message || `${tooManyRequestsText(retryAfterMs(failure))}.` } as EnrolOutcome;
          return { kind: 'problem', message: LINK_NOT_FINISHED } as EnrolOutcome;
        }
      }),
      /** SPEC §4 idle handling: the trainee's place is forgotten on this page (the server keeps their progress). */
      reset() {
        self.id = '';
        self.status = 'idle';
        self.state = null;
        self.program = null;
        self.progress = 0;
        show(0);
      },
    };
  });
