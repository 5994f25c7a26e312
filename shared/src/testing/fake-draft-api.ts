import type { DraftApi } from '../api/draft.ts';

/**
 * A DraftApi for tests: the calls given, and every other call rejecting with a message that names it, so a
 * test never needs a cast and a call it did not expect fails loudly.
 */
export function fakeDraftApi(calls: Partial<DraftApi> = {}): DraftApi {
  const missing = (name: keyof DraftApi) => () => Promise.reject(new Error(`The test did not fake DraftApi.${name}`));
  return {
    create: calls.create ?? missing('create'),
    load: calls.load ?? missing('load'),
    save: calls.save ?? missing('save'),
    saveExpired: calls.saveExpired ?? missing('saveExpired'),
    reportError: calls.reportError ?? missing('reportError'),
    sendSessionExpired: calls.sendSessionExpired ?? missing('sendSessionExpired'),
    requestNewLink: calls.requestNewLink ?? missing('requestNewLink'),
    exchangeToken: calls.exchangeToken ?? missing('exchangeToken'),
    lookupAbn: calls.lookupAbn ?? missing('lookupAbn'),
    saveSignature: calls.saveSignature ?? missing('saveSignature'),
    getSignature: calls.getSignature ?? missing('getSignature'),
    move: calls.move ?? missing('move'),
    convert: calls.convert ?? missing('convert'),
  };
}
