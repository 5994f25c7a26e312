import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { InductionListItem } from '@cards/shared/api';
import { inductionAirportIds, isInductionCompany, type InductionCompany } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { Page, PageData } from '@cards/shared/ui';
import { EnrolledPanel } from './EnrolledPanel.tsx';
import { EnrolmentForm } from './EnrolmentForm.tsx';
import { InductionBrandsInfo } from './InductionBrandsInfo.tsx';
import './enrolment.css';

const Enrolment = observer(function Enrolment({ company }: { company: InductionCompany }) {
  const { lookups, session } = useRootStore();
  const product = session.brandData.product;
  const [enrolled, setEnrolled] = useState<InductionListItem[] | null>(null);
  // SPEC §2: countries, states and the suburb search's data are loaded on arrival; the airport list names adg's
  // choices, and the suburbs of the states its airports are in are the likeliest to be searched.
  useEffect(() => {
    void lookups.countries.load();
    void lookups.states.load();
    void lookups.airports.load().then((airports) => {
      const states = airports.filter((a) => inductionAirportIds(company).includes(a.Id)).map((a) => a.State);
      for (const state of new Set(states)) if (state) void lookups.localities.load(state);
    });
  }, [lookups, company]);

  if (enrolled) return <EnrolledPanel inductions={enrolled} product={product} />;
  return (
    <Page title="Enrol in a security induction">
      <p>
        Use this form if you already hold an {product} or MSIC and need the airport’s security induction. Once you are
        enrolled you can start the induction online straight away.
      </p>
      <PageData of={company === 'adg' ? [lookups.states, lookups.airports] : [lookups.states]} keepContent />
      <EnrolmentForm company={company} onEnrolled={setEnrolled} />
    </Page>
  );
});

/**
 * SPEC §2 induction-enrolment: the session's brand decides. adg and bne enrol card holders in their inductions;
 * every other brand is told where induction-only enrolment is offered.
 */
function EnrolmentPage() {
  const company = useRootStore().session.brand;
  return isInductionCompany(company) ? <Enrolment key={company} company={company} /> : <InductionBrandsInfo />;
}

export default observer(EnrolmentPage);
