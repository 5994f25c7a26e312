import { useState, type FunctionComponent } from 'react';

type Observe = <P extends object>(component: FunctionComponent<P>) => FunctionComponent<P>;
let observe: Observe | undefined;

/**
 * The stores hand over mobx-react-lite's observer as they load. The ui starts without mobx (a content page
 * does not load it); a ui component given store data can only be rendered once the stores are loaded.
 */
export function provideObserver(wrap: Observe): void {
  observe = wrap;
}

/** A component that follows the store data it reads, as an observer, once the stores are loaded. */
export function observerOnceLoaded<P extends object>(component: FunctionComponent<P>): FunctionComponent<P> {
  let observed: FunctionComponent<P> | undefined;
  function ObserverOnceLoaded(props: P) {
    // Chosen once per instance: a component's type must not change under its state.
    const [Chosen] = useState(() => {
      if (observe && !observed) observed = observe(component);
      return observed ?? component;
    });
    return <Chosen {...props} />;
  }
  ObserverOnceLoaded.displayName = component.displayName ?? component.name;
  return ObserverOnceLoaded;
}
