import { flow, types } from 'mobx-state-tree';
import type { CaptchaConfig, SendOutcome } from '../api/contact.ts';
import type { CardHolderReport, ContactEnquiry, Unchecked } from '../validation/contact.ts';
import { storeEnv } from './env.ts';

/**
 * The contact forms and the card holder's reports: which captcha the api checks, loaded once, and the
 * sends. The pages keep what is typed; this only talks to the api.
 * @deprecated since 1.1.0: mf-content has its own (mf-content/src/contact/contact-store.ts). Kept, with the root
 * store's `contact`, only so an mf-content built against 1.0.0 still runs on a later 1.x shell; removed in 2.0.0.
 */
export const ContactStoreModel = types
  .model('ContactStore', {})
  .volatile(() => ({
    captcha: null as CaptchaConfig | null,
    captchaStatus: 'idle' as 'idle' | 'loading' | 'loaded' | 'failed',
  }))
  .actions((self) => {
    const api = () => {
      const contact = storeEnv(self).contact;
      if (!contact) throw new Error('The contact store needs the contact api: create it with createRootStore(env).');
      return contact;
    };
    return {
      /** Which captcha to show; a failure can be tried again. */
      loadCaptcha: flow(function* loadCaptcha() {
        if (self.captchaStatus === 'loaded' || self.captchaStatus === 'loading') return;
        self.captchaStatus = 'loading';
        try {
          self.captcha = (yield api().captcha()) as CaptchaConfig;
          self.captchaStatus = 'loaded';
        } catch {
          self.captchaStatus = 'failed';
        }
      }),
      sendEnquiry(body: Unchecked<ContactEnquiry>): Promise<SendOutcome> {
        return api().sendEnquiry(body);
      },
      sendReport(body: Unchecked<CardHolderReport>): Promise<SendOutcome> {
        return api().sendReport(body);
      },
    };
  });
