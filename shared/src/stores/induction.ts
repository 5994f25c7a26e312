import { flow, types } from 'mobx-state-tree';
import { errorStatus, readApiError } from '@cards/shared/api';
import type { InductionAnswerResult, InductionState } from '../api/induction.ts';
import { canOpenModule, clampModule, encodeAnswers, progressPercent } from '@cards/shared/domain';
import type { AnswerValue, InductionModule, InductionProgram } from '../domain/induction.ts';
import { storeEnv } from './env.ts';

/** What checking a module's answers came to (SPEC §4, §5, §8). */
export type CheckOutcome =
  | { kind: 'correct'; finished: boolean }
  | { kind: 'missing'; missing: number[] }
  | { kind: 'incorrect'; errors: Record<number, string> }
  | { kind: 'ahead'; message: string }
  | { kind: 'connection' };

/**
 * The induction a trainee opened by its link (issue 14; ARCHITECTURE 'State': induction): the server's state and
 * the program without its answers, the module on screen, the answers being given and what the last check said.
 * The server decides every move forward; the trainee may look back only as far as the server's module (SPEC §4).
 */
export const InductionStoreModel = types
  .model('InductionStore', {})
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
    const api = () => {
      const induction = storeEnv(self).induction;
      if (!induction) throw new Error('The induction store needs its api: create it with createRootStore(env).');
      return induction;
    };
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
