import { useEffect, useState } from 'react';
import { getEnv } from 'mobx-state-tree';
import type { InductionApi } from '@cards/shared/api';
import { useRootStore, type StoreEnv } from '@cards/shared/stores';

/**
 * SPEC §7's induction calls (InductionApi) from the page's one store environment. The only place in these pages
 * that reaches into it: the shared stores have no induction store, and what these pages load (a foreign card, a
 * certificate check, an enrolment's answer) belongs to the page alone.
 */
export function useInductionApi(): InductionApi {
  return getEnv<StoreEnv>(useRootStore()).induction;
}

export type CallState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown };

/**
 * One call a page needs before it can show anything: made when `key` changes (null: not at all) and again on
 * `retry`. An answer that arrives after the key changed is dropped.
 */
export function useInductionCall<T>(key: string | null, call: (api: InductionApi) => Promise<T>) {
  const api = useInductionApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ tag: string; state: CallState<T> } | null>(null);
  const tag = `${attempt}:${key}`;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    call(api).then(
      (value) => live && setSettled({ tag, state: { status: 'loaded', value } }),
      (error: unknown) => live && setSettled({ tag, state: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [api, tag]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` names the call
  const state: CallState<T> = settled?.tag === tag ? settled.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
