import { getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';

/**
 * Makes `cardType` the visit's card, from a store that has just learnt whose card the page is about (a person's
 * status, a statement): every page after it, and the footer, then names that card. Anything else is left as it is.
 */
export function keepVisitCard(node: IAnyStateTreeNode, cardType: unknown): void {
  if (cardType !== 'asic' && cardType !== 'msic') return;
  const session = (getRoot(node) as { session?: { setCardType?(cardType: 'asic' | 'msic'): void } }).session;
  session?.setCardType?.(cardType);
}
