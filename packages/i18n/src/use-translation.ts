/**
 * react-i18next's translation hook, re-rendering a screen only for texts of its own namespaces, and as a transition.
 *
 * Bound to the store's 'added' event (react-i18next's `bindI18nStore`), every screen using the hook re-rendered each
 * time any remote added its texts, all together in one task React cannot split (the hook reads a store). A page's load
 * adds texts several times (the remote's catalogue, a lazily loaded page's part, English texts fetched on demand), so
 * the shell's whole frame re-rendered with each. Here a screen listens only for its namespaces and re-renders in a
 * transition, in slices, between which the browser answers a tap.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

type Hook = typeof useI18nextTranslation;
type Options = NonNullable<Parameters<Hook>[1]>;

/** The store's events are not bound: this hook listens to them itself. */
const UNBOUND: Options = { bindI18nStore: '' };

type Instance = ReturnType<Hook>['i18n'];
/** How many times texts were added to each namespace of an instance (counted from the first screen's render). */
const additions = new WeakMap<Instance, Map<string, number>>();

function additionsTo(i18n: Instance | undefined, names: readonly string[]): number {
  if (!i18n) return 0; // no instance: react-i18next says so
  let counts = additions.get(i18n);
  if (!counts) {
    const fresh = new Map<string, number>();
    i18n.store.on('added', (_lng: string, namespace: string) => void fresh.set(namespace, (fresh.get(namespace) ?? 0) + 1));
    additions.set(i18n, fresh);
    counts = fresh;
  }
  return names.reduce((sum, name) => sum + (counts.get(name) ?? 0), 0);
}

export const useTranslation = ((ns?: string | readonly string[], options?: Options) => {
  const result = useI18nextTranslation(ns, options ? { ...options, bindI18nStore: '' } : UNBOUND);
  const { i18n, t: fixedT } = result;
  const names = ns === undefined ? [String(i18n?.options.defaultNS ?? 'translation')] : typeof ns === 'string' ? [ns] : [...ns];
  const key = names.join('\n');
  const [arrivals, setArrivals] = useState(0);
  const seen = additionsTo(i18n, names);
  useEffect(() => {
    if (!i18n) return undefined;
    const mine = key.split('\n');
    const arrived = () => startTransition(() => setArrivals((n) => n + 1));
    const onAdded = (_lng: string, namespace: string) => {
      if (mine.includes(namespace)) arrived();
    };
    i18n.store.on('added', onAdded);
    if (additionsTo(i18n, mine) !== seen) arrived(); // texts that came between the render and now
    return () => i18n.store.off('added', onAdded);
  }, [i18n, key, seen]);
  // A new `t` after texts arrived: what a screen memoised with it is computed again with the new texts.
  const t = useMemo(
    () =>
      arrivals === 0
        ? fixedT
        : (Object.assign((...args: unknown[]) => (fixedT as unknown as (...a: unknown[]) => unknown)(...args), fixedT) as typeof fixedT),
    [fixedT, arrivals],
  );
  if (t === fixedT) return result;
  const answer = [t, i18n, result.ready] as unknown as typeof result;
  return Object.assign(answer, { t, i18n, ready: result.ready });
}) as Hook;
