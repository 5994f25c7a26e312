import { flow, getEnv, hasEnv, types, type Instance } from 'mobx-state-tree';
import type { ApiClient } from '../../api/client.ts';
import type { DraftApi } from '../../api/draft.ts';
import type { Draft } from '../../domain/draft.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { clearStoredFormKey, errorStatus, readApiError } from '@cards/shared/api';
import { deviceCopyOutcome } from './conflicts.ts';
import { clearDeviceCopy, readDeviceCopy, writeDeviceCopy } from './device-copy.ts';
import { newCreateKey, readyForFirstSave } from './first-save.ts';
import { linkRequestOutcome, type LinkRequestResult } from './link-request.ts';
import { SaveLoop, type SaveTiming } from './save-loop.ts';
import { submissionActions } from './submission.ts';
import { UnansweredSaves } from './unanswered.ts';

// The application being filled in (SPEC §3), its progress (§4 'Form progress') and autosave status. What the
// applicant types goes to this device first (device-copy.ts) and to the server as they go (save-loop.ts), so
// nothing is lost to a dropped connection, a reload or a closed tab; a newer version saved elsewhere is a
// conflict (conflicts.ts), never a silent overwrite.

export type AutosaveStatus =
  | 'idle' // nothing typed yet
  | 'unsaved' // typed, waiting for the debounce or for the first save to be allowed
  | 'saving'
  | 'saved'
  | 'retrying' // the last save failed; it is tried again
  | 'invalid' // the server refused what was sent (fieldErrors say why)
  | 'conflict' // another tab or device saved a newer version
  | 'converted'; // the application was submitted elsewhere

/** How loading a draft by its reference ended (SPEC §4 'Form loading errors'). */
export type DraftLoadState =
  | { kind: 'idle' | 'loading' | 'loaded' }
  | { kind: 'link_expired'; randomId: string }
  | { kind: 'link_disabled' | 'not_found' | 'failed' };

export interface DraftSettings extends SaveTiming {
  /** SPEC §4: after this many failed saves in a row the connection-error modal shows, once. */
  failuresBeforeModal: number;
}

export const defaultDraftSettings: DraftSettings = {
  autosaveDelayMs: 800,
  retryDelayMs: 2000,
  maxRetryDelayMs: 30000,
  failuresBeforeModal: 3,
};

/**
 * SPEC §4 idle handling of the form: what happened, so the page knows where to go and what to say: never saved,
 * or saved, with whether a link was emailed (the session-expired page says so only when it was).
 */
export type DraftTimeout = { saved: false } | { saved: true; emailed: boolean };

interface DraftEnv {
  drafts?: DraftApi;
  api?: ApiClient;
}

function env(node: object): DraftEnv {
  return hasEnv(node) ? getEnv<DraftEnv>(node) : {};
}

function drafts(node: object): DraftApi {
  const api = env(node).drafts;
  if (!api) throw new Error('The draft store needs env.drafts (createRootStore makes it).');
  return api;
}

export const DraftStoreModel = types
  .model('DraftStore', {
    data: types.optional(types.frozen<Draft>(), {}),
  })
  .volatile(() => ({
    id: null as number | null,
    formLink: null as string | null,
    version: 0,
    saveStatus: 'idle' as AutosaveStatus,
    loadState: { kind: 'idle' } as DraftLoadState,
    failures: 0,
    lastSavedAt: null as Date | null,
    /** The server's answer to the last refused save or step, by field path. */
    fieldErrors: {} as FieldErrors,
    /** SPEC §4: shown once per page after repeated failures. */
    connectionModalOpen: false,
    connectionModalShown: false,
    settings: defaultDraftSettings,
    /** Counts changes, so a save knows whether more came in while it was on its way. */
    edits: 0,
    /**
     * The Idempotency-Key of the draft's create, the same for every try until one is answered, a reload's included
     * (kept in the device copy): a try whose answer was lost has made the draft, and the next is answered with it
     * instead of making a second (SPEC §7 POST /api/form).
     */
    createKey: undefined as string | undefined,
  }))
  .views((self) => ({
    get stepCompleted(): number {
      return self.data._stepCompleted ?? 0;
    },
    get isSaved(): boolean {
      return self.id !== null;
    },
    get canSave(): boolean {
      return self.id !== null || readyForFirstSave(self.data);
    },
    get hasUnsavedChanges(): boolean {
      return ['unsaved', 'saving', 'retrying'].includes(self.saveStatus);
    },
  }))
  .actions((self) => ({
    configure(settings: Partial<DraftSettings>) {
      self.settings = { ...self.settings, ...settings };
    },
    dismissConnectionModal() {
      self.connectionModalOpen = false;
    },
    /** Keeps what was typed on this device before anything else, so a reload cannot lose it. */
    keepOnDevice() {
      writeDeviceCopy({ id: self.id, formLink: self.formLink, version: self.version, data: self.data, createKey: self.createKey });
    },
    adopt(draft: Draft) {
      self.data = draft;
      self.id = draft._id ?? null;
      self.formLink = draft._formLink ?? null;
      self.version = draft._version ?? 0;
      self.fieldErrors = {};
    },
    setSaveStatus(status: AutosaveStatus) {
      self.saveStatus = status;
    },
    /** A change the server made (a move to another brand): its new version, with what it changed. */
    adoptVersion(version: number, changes: Partial<Draft>) {
      self.version = version;
      self.data = { ...self.data, ...changes, _version: version };
    },
  }))
  .extend((self) => {
    const unanswered = new UnansweredSaves();

    /** A save that did not get through: tried again later, and after a few misses in a row the person is told. */
    const retryLater = () => {
      self.failures += 1;
      self.saveStatus = 'retrying';
      if (self.failures >= self.settings.failuresBeforeModal && !self.connectionModalShown) {
        self.connectionModalShown = true;
        self.connectionModalOpen = true;
      }
    };

    /** One save of what is in the store now; true when the server has it. */
    const saveNow = flow(function* saveNow() {
      if (!self.canSave) {
        self.saveStatus = 'unsaved';
        return false;
      }
      const sent = self.data;
      const sentVersion = self.version;
      const sentEdits = self.edits;
      self.saveStatus = 'saving';
      try {
        let madeEarlier = false;
        if (self.id === null) {
          if (self.createKey === undefined) {
            self.createKey = newCreateKey();
            self.keepOnDevice();
          }
          const created: Awaited<ReturnType<DraftApi['create']>> = yield drafts(self).create(sent, self.createKey);
          self.createKey = undefined;
          // Made by an earlier try whose answer was lost: what this try sent is not in it yet.
          madeEarlier = created.madeEarlier === true;
          self.id = created.id;
          self.formLink = created.form._formLink ?? null;
          self.version = created.form._version ?? 1;
          // Keep what was typed meanwhile; take the fields the server owns.
          self.data = {
            ...created.form,
            ...self.data,
            _id: created.id,
            _formLink: self.formLink ?? undefined,
            _company: created.form._company,
            _version: self.version,
          };
        } else {
          const saved: Awaited<ReturnType<DraftApi['save']>> = yield drafts(self).save(self.id, { ...sent, _version: self.version });
          self.version = saved.version;
          self.data = { ...self.data, _version: saved.version };
        }
        unanswered.clear();
        self.failures = 0;
        self.fieldErrors = {};
        self.lastSavedAt = new Date();
        const changedSince = self.edits !== sentEdits || madeEarlier;
        self.saveStatus = changedSince ? 'unsaved' : 'saved';
        if (changedSince) {
          loop.saveAgain();
          self.keepOnDevice();
        } else {
          clearDeviceCopy(self.id);
        }
        return true;
      } catch (error) {
        const status = errorStatus(error);
        const body = readApiError(error);
        if (status === 409 && body?.reason === 'stale_version' && self.formLink && unanswered.mayHaveLanded(body.version)) {
          // Refused as stale after a save that got no answer: if the server's copy is that save, it landed after
          // all; take its version and save what came since, rather than call our own save a conflict.
          let theirs: Draft | null = null;
          try {
            theirs = yield drafts(self).load(self.formLink);
          } catch (loadError) {
            const loadStatus = errorStatus(loadError);
            if (loadStatus === undefined || loadStatus >= 500 || loadStatus === 408 || loadStatus === 429) {
              // Not told yet (the connection dropped again, a timeout, a fault): the next retry is refused as stale
              // again and asks again. A conflict shown now would throw away what was typed here for nothing.
              retryLater();
              return false;
            }
            // Refused (the draft is gone, the key no longer opens it): a conflict, as before.
          }
          const landed = theirs !== null && unanswered.landed(theirs._version ?? 0, theirs);
          unanswered.clear();
          if (landed) {
            self.version = theirs!._version!;
            self.data = { ...self.data, _version: self.version };
            self.failures = 0;
            self.lastSavedAt = new Date();
            self.saveStatus = 'unsaved';
            self.keepOnDevice();
            loop.saveAgain();
            return true;
          }
        }
        if (status === 409) {
          self.saveStatus = body?.reason === 'converted' ? 'converted' : 'conflict';
          // A converted draft's key opens nothing the person needs; it is not kept on the device.
          if (body?.reason === 'converted') clearStoredFormKey();
        } else if (status === 400) {
          self.fieldErrors = body?.fields ?? {};
          self.saveStatus = 'invalid';
        } else {
          // Offline, a timeout or a server fault: keep trying, and tell the person after a few misses. The save may
          // have landed all the same, its answer lost: noted, so a refusal as stale can be told from a conflict.
          if (self.id !== null && (status === undefined || status >= 500)) unanswered.note(sentVersion, sent);
          retryLater();
        }
        return false;
      }
    });

    const loop = new SaveLoop({
      // Through the node, so the flow runs as an action of the tree.
      saveOnce: () => (self as unknown as { saveNow: () => Promise<boolean> }).saveNow(),
      shouldRetry: () => ({ retry: self.saveStatus === 'retrying', failures: self.failures }),
      timing: () => self.settings,
    });

    return {
      actions: {
        saveNow,
        /** Saves now (leaving a step, a timeout) and resolves whether the server has everything. */
        flush: () => loop.flush(),
        /** Saves after a pause in typing. */
        scheduleSave: () => loop.schedule(),
        cancelSaves: () => loop.cancel(),
        /** A connection came back: try the waiting save now rather than at its timer. */
        retryNow() {
          if (self.saveStatus === 'retrying' || self.saveStatus === 'unsaved') void loop.flush();
        },
      },
    };
  })
  .actions((self) => ({
    /** Records a change at once on this device and saves it after a pause in typing. */
    update(changes: Partial<Draft>) {
      self.data = { ...self.data, ...changes };
      self.edits += 1;
      self.keepOnDevice();
      if (self.saveStatus !== 'conflict' && self.saveStatus !== 'converted') {
        if (self.saveStatus !== 'retrying') self.setSaveStatus('unsaved');
        self.scheduleSave();
      }
    },
    /**
     * SPEC §2: entering new-form step1 starts a fresh draft with the flags of the address. A reload of the page
     * is not a new start: what was typed before the first save (kept on the device) is put back.
     */
    startNew(initial: Draft, options: { keepUnsaved?: boolean } = {}) {
      self.cancelSaves();
      const unsaved = options.keepUnsaved ? readDeviceCopy(null) : null;
      if (!options.keepUnsaved) clearDeviceCopy(null);
      self.adopt(unsaved ? { ...initial, ...unsaved.data, _id: undefined, _formLink: undefined } : initial);
      // A reload goes on with the create it was trying; a new start makes a key of its own.
      self.createKey = unsaved?.createKey;
      self.saveStatus = unsaved ? 'unsaved' : 'idle';
      self.loadState = { kind: 'loaded' };
      self.failures = 0;
      if (unsaved) self.scheduleSave();
    },
    /** Forgets the draft in this tab (SPEC §4 idle: the draft is cleared). */
    clear() {
      self.cancelSaves();
      clearDeviceCopy(self.id);
      self.adopt({});
      self.createKey = undefined;
      self.saveStatus = 'idle';
      self.loadState = { kind: 'idle' };
    },
  }))
  .actions((self) => ({
    /**
     * SPEC §2 form: loads a draft by its reference. Typed values kept on this device for the same version are
     * put back and saved, so a reload while offline loses nothing; a newer version elsewhere is a conflict.
     */
    load: flow(function* load(ref: string, options: { token?: string } = {}) {
      if (self.formLink === ref && self.loadState.kind === 'loaded' && !options.token) return;
      self.loadState = { kind: 'loading' };
      // An emailed link's one-time token buys this page a key of its own first. A spent token is fine
      // when this device kept the key it bought: the same link, opened again where it was first opened.
      let tokenSpent = false;
      try {
        if (options.token) {
          try {
            yield drafts(self).exchangeToken(ref, options.token);
          } catch (error) {
            if (errorStatus(error) !== 401) throw error;
            tokenSpent = true;
          }
        }
        const draft: Draft = yield drafts(self).load(ref);
        self.adopt(draft);
        self.saveStatus = 'saved';
        self.loadState = { kind: 'loaded' };
        // Sent already (the page goes to status): its key is not kept on the device.
        if (draft._peopleId) {
          clearStoredFormKey();
          clearDeviceCopy(self.id);
          return;
        }
        const copy = readDeviceCopy(self.id);
        const outcome = deviceCopyOutcome(copy, draft, self.version);
        if (outcome === 'reapply') {
          self.update({ ...copy!.data, _version: self.version });
          void self.flush();
        } else if (outcome === 'conflict') {
          self.saveStatus = 'conflict';
        }
      } catch (error) {
        const status = errorStatus(error);
        const body = readApiError(error);
        // A spent token with another draft's key (or none) on this device: the link has done its one job.
        if (status === 401 || (tokenSpent && status === 403)) self.loadState = { kind: 'link_expired', randomId: body?.randomId ?? ref };
        else if (status === 404 && body?.reason === 'link_disabled') self.loadState = { kind: 'link_disabled' };
        else if (status === 404) self.loadState = { kind: 'not_found' };
        else self.loadState = { kind: 'failed' };
      }
    }),
    /** SPEC §8 conflict: drop this tab's changes and take the version saved elsewhere. */
    loadNewerCopy: flow(function* loadNewerCopy() {
      if (!self.formLink) return;
      clearDeviceCopy(self.id);
      const draft: Draft = yield drafts(self).load(self.formLink);
      self.adopt(draft);
      self.saveStatus = 'saved';
    }),
    /** SPEC §8 'Link expiry request': emails a new link to the draft of `randomId`, with what to tell the person. */
    requestNewLink(randomId: string): Promise<LinkRequestResult> {
      return linkRequestOutcome(drafts(self).requestNewLink(randomId));
    },
  }))
  .actions((self) => ({
    /**
     * Marks a step complete (SPEC §4) and saves at once; the server checks the step too. Resolves false, with
     * fieldErrors set, when it refused.
     */
    completeStep: flow(function* completeStep(step: number) {
      const before = self.stepCompleted;
      self.update({ _stepCompleted: Math.max(before, step) });
      const ok: boolean = yield self.flush();
      if (!ok && self.saveStatus === 'invalid') self.update({ _stepCompleted: before });
      return ok;
    }),
    /**
     * SPEC §4 'Idle handling' of the form: never saved, or done up to the step that sends the saved-form link
     * (`savedLinkStep`, from the form's step registry) → email the link and save; past it and the form not complete →
     * save as expired (the server sends the expiry mail). The draft is then cleared. A remote built before 1.10
     * passes no step: its forms sent the link at step 1.
     */
    timeOut: flow(function* timeOut(savedLinkStep = 1) {
      if (!self.isSaved || self.id === null) {
        self.clear();
        return { saved: false } as DraftTimeout;
      }
      const id = self.id;
      yield self.flush();
      let emailed = false;
      try {
        if (self.stepCompleted <= savedLinkStep) {
          const answer: { queued?: boolean } = yield drafts(self).sendSessionExpired(id);
          emailed = answer?.queued === true;
        } else {
          const answer: { emailed?: boolean } = yield drafts(self).saveExpired(id, { ...self.data, _version: self.version });
          emailed = answer?.emailed === true;
        }
      } catch (error) {
        // Over the mail limits (429) is an answer, not a fault: the page says no link was emailed.
        if (errorStatus(error) !== 429) void env(self).api?.reportClientError(error);
      }
      self.clear();
      return { saved: true, emailed } as DraftTimeout;
    }),
  }))
  .actions((self) => submissionActions(self, () => ({ drafts: drafts(self), api: env(self).api })));

export type DraftStore = Instance<typeof DraftStoreModel>;
