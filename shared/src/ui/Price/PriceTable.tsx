import { priceText } from '@cards/shared/domain/price-text';
import { Price } from './Price.tsx';
import './PriceTable.css';

/** The parts of a price the table shows, in cents (an ApplicationPrice, or what the api says is owed). */
export interface PriceParts {
  shown: number;
  gst: number;
  postofficeFee: number;
  total: number;
  /** What a payment online takes: the total less the post office fee. */
  online: number;
}

const dollars = (cents: number) => `$${priceText(cents)}`;

/**
 * SPEC §9: the fee with GST on its own line, the post office fee for the postal option, and the total. `online`: the
 * table of a payment online, which leaves out the post office fee (paid at the counter only) and totals what is taken.
 */
export function PriceTable({ price, caption, online = false }: { price: PriceParts; caption: string; online?: boolean }) {
  const counterFee = price.postofficeFee > 0;
  return (
    <>
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
          {counterFee && !online && (
            <tr>
              <th scope="row">Post office fee (paid at the counter)</th>
              <td>{dollars(price.postofficeFee)}</td>
            </tr>
          )}
          <tr className="price-table__total">
            <th scope="row">{online ? 'Total to pay now' : 'Total'}</th>
            <td>
              <Price value={priceText(online ? price.online : price.total)} />
            </td>
          </tr>
        </tbody>
      </table>
      {online && counterFee && (
        <p className="price-table__note">The post office fee of {dollars(price.postofficeFee)} is not charged here: you pay it at the Post Office counter.</p>
      )}
    </>
  );
}
