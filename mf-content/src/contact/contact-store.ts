import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { createContactApi, type CaptchaConfig, type ContactApi, type SendOutcome } from '@cards/shared/api';
import { useRootStore, type StoreEnv } from '@cards/shared/stores';
import type { CardHolderReport, ContactEnquiry, Unchecked } from '@cards/shared/validation';

/**
 * The contact forms' and the card holder's reports' own store: which captcha the api checks, loaded
 * once per page, and the sends. It ships with mf-content alone: no other package uses it. The pages keep
 * what is typed; this only talks to the api.
 */
export const ContactStoreModel = types
  .model('ContactStore', {})
  .volatile(() => ({
    captcha: null as CaptchaConfig | null,
    captchaStatus: 'idle' as 'idle' | 'loading' | 'loaded' | 'failed',
  }))
  .actions((self) => {
    const api = () => getEnv<{ contact: ContactApi }>(self).contact;
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

export type ContactStore = Instance<typeof ContactStoreModel>;

const stores = new WeakMap<object, ContactStore>();

/** The page's one contact store, beside the root store and talking to the api through the root's http client. */
export function useContactStore(): ContactStore {
  const root = useRootStore();
  let store = stores.get(root);
  if (!store) {
    store = ContactStoreModel.create({}, { contact: createContactApi(getEnv<StoreEnv>(root).http) });
    stores.set(root, store);
  }
  return store;
}
