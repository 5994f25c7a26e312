import { flow, types } from 'mobx-state-tree';
import type { AbnDetails } from '../api/draft.ts';
import type { OpNeedForm } from '../api/opneed.ts';
import { errorStatus, readApiError } from '@cards/shared/api';
import type { FieldErrors } from '../domain/errors.ts';
import type { OperationalNeedFormFields } from '../validation/opneed.ts';
import { storeEnv } from './env.ts';
import { keepVisitCard } from './visit-card.ts';

/** What a signing attempt came to (SPEC §8: a save failure sets the save-error flag; nothing typed is lost). */
export type SignOutcome =
  | { kind: 'signed'; signedAt: string }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'already-signed' }
  | { kind: 'failed'; message: string };

/**
 * The operational-need form a signer opened by its link (ARCHITECTURE 'State': opneedForm): the form as
 * the api prefilled it, and the calls to sign it and look up its ABN. The page keeps what is typed.
 */
export const OpNeedFormStoreModel = types
  .model('OpNeedFormStore', {})
  .volatile(() => ({
    form: null as OpNeedForm | null,
    status: 'idle' as 'idle' | 'loading' | 'loaded' | 'missing',
    /**
     * With 'missing', when the link was replaced by a newer one (410 link_replaced): the api's words on it,
     * for the page to show instead of the 404 page; '' otherwise. A page built before it still goes to the 404 page.
     */
    replacedMessage: '',
    /** SPEC §8: the last save failed (the page says so and keeps the typing). */
    saveError: false,
  }))
  .actions((self) => {
    const api = () => {
      const opneed = storeEnv(self).opneed;
      if (!opneed) throw new Error('The operational-need store needs its api: create it with createRootStore(env).');
      return opneed;
    };
    let opened: { id: string; ref: string } | null = null;
    return {
      /**
       * SPEC §8: a form that does not load is the 404 page ('missing'); a link replaced by a newer one (410
       * link_replaced) is 'missing' with its replacedMessage, which the page shows instead.
       */
      load: flow(function* load(id: string, ref: string) {
        opened = { id, ref };
        self.status = 'loading';
        self.form = null;
        self.replacedMessage = '';
        try {
          self.form = (yield api().get(id, ref)) as OpNeedForm;
          keepVisitCard(self, self.form.cardType);
          self.status = 'loaded';
        } catch (failure) {
          const error = readApiError(failure);
          if (errorStatus(failure) === 410 && error?.reason === 'link_replaced') self.replacedMessage = error.message;
          self.status = 'missing';
        }
      }),
      sign: flow(function* sign(body: OperationalNeedFormFields & { _signature: string }) {
        if (!opened) return { kind: 'failed', message: 'The form is not open.' } as SignOutcome;
        try {
          const answer = (yield api().sign(opened.id, opened.ref, body)) as { signedAt: string };
          self.saveError = false;
          if (self.form) self.form = { ...self.form, status: 'signed', signedAt: answer.signedAt };
          return { kind: 'signed', signedAt: answer.signedAt } as SignOutcome;
        } catch (failure) {
          const status = errorStatus(failure);
          const error = readApiError(failure);
          if (status === 409) {
            if (self.form) self.form = { ...self.form, status: 'signed' };
            return { kind: 'already-signed' } as SignOutcome;
          }
          if (status === 400 && error?.fields) return { kind: 'invalid', fields: error.fields } as SignOutcome;
          self.saveError = true;
          return { kind: 'failed', message: error?.message || 'We could not save the statement just now. Nothing you typed is lost: please try again.' } as SignOutcome;
        }
      }),
      /** What the register says of the ABN the form was prefilled with; null when none or not known. */
      formAbn(): Promise<AbnDetails | null> {
        if (!opened) return Promise.resolve(null);
        return api().formAbn(opened.id, opened.ref).catch(() => null);
      },
      lookupAbn(abn: string): Promise<AbnDetails> {
        if (!opened) return Promise.reject(new Error('The form is not open.'));
        return api().lookupAbn(opened.id, opened.ref, abn);
      },
    };
  });
