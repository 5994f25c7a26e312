import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InductionListItem } from '@cards/shared/api';
import { longDate } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import './induction-list.css';

/** 'the DIA Security Induction', 'the Ramp safety induction': a program's name in a sentence. */
export function theInduction(name: string): string {
  return /\binduction$/i.test(name.trim()) ? `the ${name.trim()}` : `the ${name.trim()} induction`;
}

/**
 * SPEC §3 'Induction (status list)': each induction under its own heading (h3, below the section's h2), then the
 * day it was completed with its certificate to download, or the link to the player at its url. `link`
 * gives the link's words.
 */
export function InductionList({ items, link }: { items: readonly InductionListItem[]; link: (item: InductionListItem) => ReactNode }) {
  const { induction } = useRootStore();
  return (
    <ul className="induction-list">
      {items.map((item) => (
        <li className="induction-list__item" key={item.url}>
          <h3 className="induction-list__name">{item.inductionName}</h3>
          {item.completedAt ? (
            <>
              <p className="induction-list__done">Completed on {longDate(item.completedAt)}</p>
              <p>
                <a href={induction.certificateUrl(item.url.replace(/^\/induction\//, ''))} download>
                  Download the certificate for {theInduction(item.inductionName)} (PDF)
                </a>
              </p>
            </>
          ) : (
            <p>
              <Link className="button" to={item.url}>
                {link(item)}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
