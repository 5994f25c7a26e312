import { priceText } from '@cards/shared/domain/price-text';
import { Price } from './Price.tsx';
import './PriceTable.css';

/** The parts of a price the table shows, in cents (an ApplicationPrice, or what the api says is owed). */
export interface PriceParts {
  shown: number;
  gst: number;
  postofficeFee: number;
  total: number;
}

const dollars = (cents: number) => `$${priceText(cents)}`;

/** SPEC §9: the fee with GST on its own line, the post office fee for the postal option, and the total. */
export function PriceTable({ price, caption }: { price: PriceParts; caption: string }) {
  return (
    <table className="price-table">
      <caption className="price-table__caption">{caption}</caption>
      <tbody>
        <tr>
          <th scope="row">Card fee (excluding GST)</th>
          <td>{dollars(price.shown)}</td>
        </tr>
        <tr>
          <th scope="row">GST</th>
          <td>{dollars(price.gst)}</td>
        </tr>
        {price.postofficeFee > 0 && (
          <tr>
            <th scope="row">Post office fee (paid at the counter)</th>
            <td>{dollars(price.postofficeFee)}</td>
          </tr>
        )}
        <tr className="price-table__total">
          <th scope="row">Total</th>
          <td>
            <Price value={priceText(price.total)} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
