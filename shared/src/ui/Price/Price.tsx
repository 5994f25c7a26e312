import { splitPrice } from '@cards/shared/domain/price-text';

/** A price in dollars with the cents set apart (SPEC §2: price strings split at '.'). */
export function Price({ value }: { value: string | number }) {
  const { whole, decimal } = splitPrice(value);
  return (
    <span className="price">
      <span className="visually-hidden">{`$${whole}.${decimal}`}</span>
      <span className="price__dollars" aria-hidden="true">
        ${whole}
      </span>
      <span className="price__cents" aria-hidden="true">
        .{decimal}
      </span>
    </span>
  );
}
