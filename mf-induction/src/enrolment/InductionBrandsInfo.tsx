import { buildPath, getBrand } from '@cards/shared/brand';
import { inductionCompanies } from '@cards/shared/domain';
import { useBrand } from '@cards/shared/stores';
import { Page } from '@cards/shared/ui';

/**
 * Induction-only enrolment on a brand that runs no induction (SPEC §2: it is adg's and bne's): where to go instead.
 * The links are whole page loads, as the brand is chosen when the site starts (?company=).
 */
export function InductionBrandsInfo() {
  const { product } = useBrand();
  const path = buildPath('induction-enrolment', product);
  return (
    <Page title="Enrol in a security induction">
      <p>
        If you already hold an {product} or MSIC and need an airport’s security induction, you can enrol for the induction
        on its own. Induction-only enrolment is offered by the airports that run their own inductions:
      </p>
      <ul>
        {inductionCompanies().map((code) => (
          <li key={code}>
            <a href={`${path}?${new URLSearchParams({ company: code })}`}>{getBrand(code).airportOffice?.airportsName}</a>
          </li>
        ))}
      </ul>
      <p>If you are applying for a new card, you do not need to enrol here: your application shows the inductions you need.</p>
    </Page>
  );
}
