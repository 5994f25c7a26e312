import { createContext, useContext, type ReactNode } from 'react';
import { cardName, type CardType } from '@cards/shared/brand';
import { useHydrated } from '../Hydration/hydration.ts';
import { useBrand, useCardType } from './site.tsx';

// The card a page is about. An address that names a card (/track-msic, /white-msic) says it, the same on
// the server and in the browser; elsewhere it is the card the visit chose, once the page is hydrated (the
// pre-render is for the brand's usual card).

const AddressCardType = createContext<CardType | undefined>(undefined);

/** Set by the shell around a page whose address names a card type. */
export function AddressCardTypeProvider({ cardType, children }: { cardType: CardType | undefined; children?: ReactNode }) {
  return <AddressCardType.Provider value={cardType}>{children}</AddressCardType.Provider>;
}

/** The card of this page's journey: the address's card, else the visit's choice (the brand's usual card before hydration). */
export function journeyCardType(address: CardType | undefined, chosen: CardType, hydrated: boolean, usual: CardType): CardType {
  return address ?? (hydrated ? chosen : usual);
}

/** The card type of the journey this page is part of (ASIC or MSIC). */
export function useJourneyCardType(): CardType {
  const brand = useBrand();
  return journeyCardType(useContext(AddressCardType), useCardType(), useHydrated(), brand.defaultCardType);
}

/** The name of the journey's card: 'MSIC', or the brand's aviation card ('ASIC'). */
export function useJourneyCardName(): string {
  return cardName(useBrand(), useJourneyCardType());
}
